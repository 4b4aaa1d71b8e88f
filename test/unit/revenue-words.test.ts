// A wait and a return as the overview and the weekly report word them: hours rounded, days when a
// day has passed, singular and plural; the return to the centavo.
import { describe, expect, it } from 'vitest';
import { durationInWords, pesosPerPeso } from '../../src/shared/revenue-words';

const hours = (count: number) => count * 60 * 60 * 1000;

describe('durationInWords', () => {
  it.each([
    [hours(0.4), 'under an hour'],
    [hours(0.5), '1 hour'],
    [hours(23.4), '23 hours'],
    [hours(23.6), '1 day'],
    [hours(25), '1 day 1 hour'],
    [hours(50), '2 days 2 hours'],
    [hours(24 * 14), '14 days'],
  ])('%d ms reads "%s"', (ms, words) => {
    expect(durationInWords(ms)).toBe(words);
  });
});

describe('pesosPerPeso', () => {
  it('rounds to the centavo', () => {
    expect(pesosPerPeso(44_800 / 4_333.33)).toBe('₱10.34');
    expect(pesosPerPeso(0)).toBe('₱0.00');
  });
});

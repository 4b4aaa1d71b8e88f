// A quantity as a visitor types it into the quote list (src/shared/typed-quantity.ts).
import { describe, expect, it } from 'vitest';
import { typedQuantity } from '../../src/shared/typed-quantity';

describe('a typed quantity', () => {
  it('reads commas as thousands separators, as written in the Philippines, and a lone comma as a decimal point', () => {
    expect(typedQuantity('1,000')).toBe(1000);
    expect(typedQuantity('12,500.5')).toBe(12500.5);
    expect(typedQuantity('1,000,000')).toBe(1_000_000);
    expect(typedQuantity(' 2,5 ')).toBe(2.5);
    expect(typedQuantity('2.5')).toBe(2.5);
    expect(typedQuantity('.5')).toBe(0.5);
  });

  it('keeps "2." as 2 while the visitor is still typing "2.5"', () => {
    expect(typedQuantity('2.')).toBe(2);
  });

  it('reads 300 KB of digits ending in a letter as not a number at once (a pattern that backtracks takes minutes)', () => {
    expect(typedQuantity(`${'1'.repeat(300_000)}x`)).toBeNaN();
  });

  it('is not a number for anything else', () => {
    for (const typed of ['', ' ', 'abc', '0x10', '1e3', '-2', '2 pcs', '1..2', 'Infinity']) expect(typedQuantity(typed), typed).toBeNaN();
  });
});

// Prices as the owner types them into the price book and the quotation builder.
import { describe, expect, it } from 'vitest';
import { maxUnitPriceCentavos, parsePesos } from '../../src/shared/quotation-money';

describe('parsePesos', () => {
  it.each([
    ['4480', 448000],
    ['4,480.50', 448050],
    ['4480.5', 448050],
    ['₱ 4480', 448000],
    ['₱4,480.00', 448000],
    ['PHP 4,480', 448000],
    ['Php4480', 448000],
    ['P 4480.05', 448005],
    ['  1,234,567.89  ', 123456789],
    ['0.01', 1],
    ['100,000,000', maxUnitPriceCentavos],
  ])('reads %j as %i centavos', (text, centavos) => {
    expect(parsePesos(text)).toBe(centavos);
  });

  it.each([
    ['', 'empty'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-4480', 'negative'],
    ['₱ -4,480', 'negative'],
    ['four thousand', 'not a number'],
    ['4480 pesos', 'words after the number'],
    ['4,48', 'a comma that is no thousands separator'],
    ['44,80.00', 'a comma that is no thousands separator'],
    ['4480.505', 'more than two decimals'],
    ['1e5', 'an exponent'],
    ['100,000,000.01', 'above ₱100,000,000'],
    ['9'.repeat(400), 'absurdly long'],
  ])('refuses %j (%s)', (text) => {
    expect(parsePesos(text)).toBeNull();
  });
});

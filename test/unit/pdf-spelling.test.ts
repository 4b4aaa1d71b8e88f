// What the quotation PDF writes for what a person typed: the same words, in the font's characters,
// or a refusal naming the character. Never a different number.
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { brandFolds, brandPlate } from '../../src/shared/brand-mark';
import { phoneForPeople } from '../../src/shared/phone';
import { quantityWithUnitText } from '../../src/shared/unit-words';
import { characterName, pdfSpelling, winAnsiCodePoints } from '../../src/worker/pdf/pdf-spelling';

describe('the PDF spelling of typed text', () => {
  it('knows exactly the characters pdf-lib draws in standard Helvetica', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect([...winAnsiCodePoints].sort((a, b) => a - b)).toEqual(
      font
        .getCharacterSet()
        .filter((code) => code >= 0x20)
        .sort((a, b) => a - b),
    );
  });

  it.each([
    ['⅜" SS304 hex bolt', '3/8" SS304 hex bolt'],
    ['⅝ x 2 flat bar; ⅛ thk', '5/8 x 2 flat bar; 1/8 thk'],
    ['1⅜ in round bar, 2½ m', '1 3/8 in round bar, 2 1/2 m'],
    ['⅜2', '3/8 2'],
    ['3⁄8 in plate', '3/8 in plate'],
    ['gap ≤ 2 mm, ≥ 0.5 mm', 'gap <= 2 mm, >= 0.5 mm'],
    ['6″ pipe, 20′ long', '6" pipe, 20\' long'],
    ['12 ㎡ sheet', '12 m² sheet'],
    ['₱4,480', 'PHP4,480'],
  ])('writes %j as %j', (typed, written) => {
    expect(pdfSpelling(typed)).toEqual({ text: written, undrawable: [] });
  });

  it('keeps what the font draws as typed: ×, dashes, curly quotes, degrees, ñ, line breaks', () => {
    const typed = '2 × 3 m – “Peña” — 45° bend\nsecond line';
    expect(pdfSpelling(typed)).toEqual({ text: typed, undrawable: [] });
    // A combining tilde is the same ñ the font has.
    expect(pdfSpelling('Pen\u0303a').text).toBe('Peña');
  });

  it('refuses what it has no spelling for, each character once, rather than dropping or guessing', () => {
    expect(pdfSpelling('陳美玲 Chen Mei Ling').undrawable).toEqual(['陳', '美', '玲']);
    expect(pdfSpelling('≈ 5 kg, ≈ 6 kg').undrawable).toEqual(['≈']);
    // A superscript 4 is not a 4: no compatibility form stands in for it.
    expect(pdfSpelling('x⁴').undrawable).toEqual(['⁴']);
    expect(characterName('陳')).toBe('"陳" (U+9673)');
  });
});

describe('what the PDF and the customer page write the same way', () => {
  it('makes typed units plural as people say them, and leaves symbols and abbreviations alone', () => {
    expect(quantityWithUnitText(10_000, 'length')).toBe('10 lengths');
    expect(quantityWithUnitText(1_000, 'length')).toBe('1 length');
    expect(quantityWithUnitText(2_500, 'sheet')).toBe('2.5 sheets');
    expect(quantityWithUnitText(4_000, 'pc')).toBe('4 pcs');
    expect(quantityWithUnitText(3_000, 'box')).toBe('3 boxes');
    expect(quantityWithUnitText(12_500, 'kg')).toBe('12.5 kg');
    expect(quantityWithUnitText(6_000, 'm')).toBe('6 m');
    expect(quantityWithUnitText(2_000, 'pcs')).toBe('2 pcs');
    expect(quantityWithUnitText(2_000, 'SET')).toBe('2 SET');
  });

  it('writes phone numbers as people do, however they were stored', () => {
    expect(phoneForPeople('+639182223344')).toBe('+63 918 222 3344');
    expect(phoneForPeople('0918 222 3344')).toBe('+63 918 222 3344');
    expect(phoneForPeople('(02) 8123 4567')).toBe('+63 2 8123 4567');
    expect(phoneForPeople('+1 415 555 0100')).toBe('+1 415 555 0100');
  });

  it("draws the brand mark from the favicon's own paths", async () => {
    const favicon = await readFile('public/favicon.svg', 'utf8');
    expect(favicon).toContain(`d="${brandPlate}"`);
    expect(favicon).toContain(`d="${brandFolds}"`);
    expect(favicon).toMatch(/<rect x="1" y="1" width="38" height="38" rx="8" fill="#10263f"\/>/);
  });
});

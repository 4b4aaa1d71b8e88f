// What the quotation PDF's standard font (Helvetica, WinAnsi encoding) can draw, and how text a
// person typed is written in it without changing what it says: fractions as "3/8", characters
// with an exact spelling in the font as that spelling ("≤" as "<="), the rest refused by name.
// No pdf-lib here, so the builder can check a quotation before Send without loading the PDF module
// (docs/decisions/034-quotation-pdf-never-changes-text.md).

/** WinAnsi's 0x80-0x9F, the characters it adds to Latin-1 (pdf-lib's Helvetica draws all of them). */
const winAnsiExtras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const codePointsFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** Every character Helvetica can draw in a PDF without an embedded font. */
export const winAnsiCodePoints: ReadonlySet<number> = new Set([
  ...codePointsFrom(0x20, 0x7e),
  ...codePointsFrom(0xa0, 0xff),
  ...[...winAnsiExtras].map((char) => char.codePointAt(0)!),
]);

const drawable = (char: string) => winAnsiCodePoints.has(char.codePointAt(0)!);

/** Fractions in one style however they were typed: "⅜" and "½" both as "3/8", "1/2". */
const vulgarFractions: Record<string, string> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅐': '1/7',
  '⅑': '1/9',
  '⅒': '1/10',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '↉': '0/3',
};

/** Characters outside the font that have an exact spelling inside it. */
const exactSpellings: Record<string, string> = {
  '₱': 'PHP',
  '⁄': '/',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '→': '->',
  '←': '<-',
  '′': "'",
  '″': '"',
  '⌀': 'Ø',
  '㎜': 'mm',
  '㎝': 'cm',
  '㎞': 'km',
  '㎏': 'kg',
  '㎡': 'm²',
  '㎥': 'm³',
  '\t': ' ',
  '\r': '',
};

/** Spaces of other widths (en, em, thin, narrow no-break, ideographic): a space in the PDF. */
const isOtherSpace = (code: number) => (code >= 0x2000 && code <= 0x200a) || code === 0x202f || code === 0x205f || code === 0x3000;
/** Ligatures (ﬁ) and full-width letters (Ａ): their compatibility form is the same letters. */
const isSameLettersForm = (code: number) => (code >= 0xfb00 && code <= 0xfb06) || (code >= 0xff01 && code <= 0xff5e);

/** `char` as the font writes it, or null when it has no exact spelling there. */
function spelling(char: string): string | null {
  if (char === '\n') return char;
  const fraction = vulgarFractions[char];
  if (fraction) return fraction;
  if (drawable(char)) return char;
  if (Object.hasOwn(exactSpellings, char)) return exactSpellings[char]!;
  const code = char.codePointAt(0)!;
  if (isOtherSpace(code)) return ' ';
  if (isSameLettersForm(code)) {
    const letters = char.normalize('NFKC');
    if ([...letters].every(drawable)) return letters;
  }
  return null;
}

export interface PdfSpelling {
  /** The text as the PDF draws it; undrawable characters left out, so it is only for a PDF when `undrawable` is empty. */
  text: string;
  /** Each character with no spelling in the font, once, in the order met. */
  undrawable: string[];
}

/** `text` in the PDF's font; "1⅜" becomes "1 3/8", never "13/8". */
export function pdfSpelling(text: string): PdfSpelling {
  let result = '';
  const undrawable: string[] = [];
  let afterFraction = false;
  // Composed first: "n" and a combining tilde is the "ñ" the font has.
  for (const char of text.normalize('NFC')) {
    const spelt = spelling(char);
    if (spelt === null) {
      if (!undrawable.includes(char)) undrawable.push(char);
      continue;
    }
    const isFraction = Object.hasOwn(vulgarFractions, char);
    // A digit beside a written-out fraction would join it: "1⅜" is "1 3/8", "⅜2" is "3/8 2".
    if ((isFraction && /\d$/.test(result)) || (afterFraction && /^\d/.test(spelt))) result += ' ';
    result += spelt;
    afterFraction = isFraction;
  }
  return { text: result, undrawable };
}

/** "陳" (U+9673): a character named so a person can find it, whatever their screen shows. */
export const characterName = (char: string) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;

// Characters that change how text reads without being seen: C0 and C1 controls and DEL, line
// and paragraph separators, zero-width characters, and bidi controls (U+202E makes
// "invoice<U+202E>fdp.exe" read "invoiceexe.pdf"). One definition for the single-line fields of
// the quote form, the site facts and the reply templates (refused), their multi-line fields
// (refused but for line breaks) and stored file names (stripped).
// Unicode's own classes rather than a hand-kept list, which missed the soft hyphen: controls (Cc),
// format characters (Cf: bidi controls, zero-width characters), line and paragraph separators,
// and every default-ignorable code point (Hangul fillers, tag characters). Variation selectors
// are kept: emoji carry them.
const invisible = '(?![\\uFE00-\\uFE0F])[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]';
const anyInvisible = new RegExp(invisible, 'u');
const everyInvisible = new RegExp(invisible, 'gu');

export function hasInvisibleCharacters(text: string): boolean {
  return anyInvisible.test(text);
}

/** The rule for text typed on several lines (a description, an email body): line breaks only. */
export function hasInvisibleCharactersBesidesLineBreaks(text: string): boolean {
  return hasInvisibleCharacters(text.replace(/\r?\n/g, ''));
}

/** The rule for a chat answer: line breaks, and the zero-width joiner that emoji such as 👩‍🔧 are made of. */
export function hasInvisibleCharactersInChat(text: string): boolean {
  return hasInvisibleCharactersBesidesLineBreaks(text.replace(/\u200d/g, ''));
}

export function stripInvisibleCharacters(text: string): string {
  return text.replace(everyInvisible, '');
}

// Characters that change how text reads without being seen: C0 and C1 controls and DEL, line
// and paragraph separators, zero-width characters, and bidi controls (U+202E makes
// "invoice<U+202E>fdp.exe" read "invoiceexe.pdf"). One definition for the quote form's
// single-line fields (refused) and stored file names (stripped).
const invisibleCharacterClass =
  '\\u0000-\\u001f\\u007f-\\u009f' + // C0 controls, DEL, C1 controls
  '\\u061c' + // Arabic letter mark (bidi)
  '\\u200b-\\u200f' + // zero-width space, non-joiner, joiner; left-to-right and right-to-left marks
  '\\u2028-\\u202e' + // line and paragraph separators; bidi embeddings and overrides
  '\\u2060-\\u2069' + // word joiner, invisible operators; bidi isolates
  '\\ufeff'; // zero-width no-break space (byte order mark)

const anyInvisible = new RegExp(`[${invisibleCharacterClass}]`);
const everyInvisible = new RegExp(`[${invisibleCharacterClass}]`, 'g');

export function hasInvisibleCharacters(text: string): boolean {
  return anyInvisible.test(text);
}

export function stripInvisibleCharacters(text: string): string {
  return text.replace(everyInvisible, '');
}

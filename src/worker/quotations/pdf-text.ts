// Text a person typed, made drawable in a standard PDF font and broken into lines that fit.
// The standard fonts (Helvetica) encode WinAnsi only: anything else is replaced, never thrown on.
import type { PDFFont } from 'pdf-lib';

/** Characters outside WinAnsi with a close equivalent inside it. */
const closeEquivalents: Record<string, string> = { '₱': 'PHP', '\t': ' ', '\r': '', '\u2212': '-' };

/** A function that turns any text into text `font` can draw (line breaks kept for wrappedLines): compatibility forms (NFKD) first, then "?". */
export function drawableText(font: PDFFont): (text: string) => string {
  const drawable = new Set(font.getCharacterSet());
  const canDraw = (char: string) => drawable.has(char.codePointAt(0)!);
  return (text) => {
    let result = '';
    for (const char of text) {
      if (char === '\n' || canDraw(char)) result += char;
      else result += closeEquivalents[char] ?? ([...char.normalize('NFKD')].filter(canDraw).join('') || '?');
    }
    return result;
  };
}

/** Drawable text in lines at most `width` wide: the writer's line breaks kept, words wrapped, a word too long for a line split. */
export function wrappedLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && !fits(line + char)) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

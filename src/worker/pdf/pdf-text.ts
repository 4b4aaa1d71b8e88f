// Text a person typed, written in the standard PDF font (pdf-spelling.ts) and broken into lines
// that fit. A character the font cannot draw stops the PDF: Send refuses such text first, naming it.
import type { PDFFont } from 'pdf-lib';
import { characterName, pdfSpelling } from './pdf-spelling';

/** `text` as the PDF draws it (line breaks kept for wrappedLines); throws on a character it has no spelling for. */
export function drawableText(text: string): string {
  const { text: spelt, undrawable } = pdfSpelling(text);
  if (undrawable.length > 0) throw new Error(`The PDF's font cannot draw ${undrawable.map(characterName).join(', ')}.`);
  return spelt;
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

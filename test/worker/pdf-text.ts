// The text a PDF shows, in drawing order: each FlateDecode stream inflated, then the strings of
// its text-showing operators (Tj) read. Enough for the PDFs pdf-lib writes with the standard
// fonts (hex strings, WinAnsi); not a general PDF reader.

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

async function inflate(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes.slice()]).stream().pipeThrough(new DecompressionStream('deflate'));
  return latin1(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** A PDF string operand as text: hex (<48656C6C6F>) or literal ((Hello)), read as Latin-1, which WinAnsi matches for the text we test. */
function stringOperand(operand: string): string {
  if (operand.startsWith('<')) return latin1(Uint8Array.from(operand.slice(1, -1).match(/../g) ?? [], (pair) => parseInt(pair, 16)));
  return operand.slice(1, -1).replace(/\\([nrt()\\])/g, (_, escaped: string) => ({ n: '\n', r: '\r', t: '\t' })[escaped] ?? escaped);
}

/** Each run with the height of its baseline above the page's bottom edge, in points (pdf-lib places every run with Tm). */
export async function pdfPlacedRuns(pdf: Uint8Array): Promise<{ text: string; y: number }[]> {
  const file = latin1(pdf);
  const runs: { text: string; y: number }[] = [];
  for (const match of file.matchAll(/<<((?:[^<>]|<[^<]|>[^>])*)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, start + length);
    const content = dictionary.includes('/FlateDecode') ? await inflate(data) : latin1(data);
    for (const [, y, operand] of content.matchAll(/(-?[\d.]+) Tm\s*(<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      runs.push({ text: stringOperand(operand!), y: Number(y) });
    }
  }
  return runs;
}

export const pdfTextRuns = async (pdf: Uint8Array) => (await pdfPlacedRuns(pdf)).map((run) => run.text);

/** Every run joined by single spaces: a wrapped description reads as one phrase. */
export const pdfText = async (pdf: Uint8Array) => (await pdfTextRuns(pdf)).join(' ');

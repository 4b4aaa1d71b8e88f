// A quantity as a visitor types it, in the quote list and the catalogue's "+ Add" panel, read the
// same way by the worker. Its own module: the quote list's types load on every page, this only
// with the code that reads typing.
/**
 * A quantity as a visitor types it: commas group thousands here ("1,000" is a thousand), a lone
 * comma is a decimal point ("2,5"), and "2." is 2 while they are still typing. NaN for anything
 * else (letters, "0x10", "1e3"), which the form refuses with a message.
 */
export function typedQuantity(text: string): number {
  const digits = text
    .trim()
    .replace(/,(?=\d{3}(\D|$))/g, '')
    .replace(',', '.');
  // One way to match each digit run (not `\d+\.?\d*`, which backtracks quadratically on a long run of digits).
  return /^(\d+(\.\d*)?|\.\d+)$/.test(digits) ? Number(digits) : Number.NaN;
}

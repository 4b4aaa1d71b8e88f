/**
 * Copy with `{name}`-style placeholders filled in one pass. The values are text someone typed (a
 * visitor's name, the business name): a replacer function, because a replacement string reads
 * `$&`, `` $` `` and `$'` as patterns ("Ana $` Cruz" became "Hi Ana Hi  Cruz,"), and one pass,
 * so a value that itself holds `{reference}` stays as typed. Unknown placeholders stay.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-z]+)\}/g, (placeholder, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? values[key]! : placeholder,
  );
}

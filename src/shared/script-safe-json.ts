/**
 * JSON that is safe inside a <script> element: "</script>" or "<!--" cannot close it early,
 * and U+2028/U+2029 cannot break older JavaScript parsers. JSON.parse reads it unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

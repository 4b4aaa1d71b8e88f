/**
 * Constant-time comparison with workerd's crypto.subtle.timingSafeEqual. The type is widened
 * by hand because the DOM lib (in scope for the shared UI code) hides the Workers extension.
 */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };
  return subtle.timingSafeEqual(a, b);
}

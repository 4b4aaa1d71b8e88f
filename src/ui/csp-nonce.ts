// Browser only: the Content-Security-Policy nonce the worker gave this page.

/**
 * Read from a script React wrote with it. Browsers hide the nonce attribute once the page is
 * parsed (getAttribute answers ""), but the element's `nonce` property keeps the value.
 */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

// Hono's bodyLimit with the site's JSON error: a body is read no further than `maxBytes`, with
// or without a Content-Length, and refused with 413 as soon as it passes. A declared length is
// trusted as the runtime frames the body by it.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from '../errors';

export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => apiError(c, 413, 'request_too_large', message) });
}

export const lengthRequiredMessage =
  'This form did not say how large it is (no Content-Length), so it was not read. Send it again from the page.';

/**
 * A form that carries files: a declared length over `maxSize` is refused (413) before a byte is
 * read, and a body that declares none is refused (411). For such a body Hono's bodyLimit would read
 * up to the whole limit into memory, and wait for as long as it stalls, before the route has
 * checked the link or the job it is for. Browsers always declare a form's length.
 */
export function uploadFormLimit(options: { maxSize: number; onError: (c: Context) => Response | Promise<Response> }): MiddlewareHandler {
  const limit = bodyLimit(options);
  return async (c, next) => {
    if (c.req.raw.body && (!c.req.raw.headers.has('content-length') || c.req.raw.headers.has('transfer-encoding')))
      return c.text(lengthRequiredMessage, 411);
    return limit(c, next);
  };
}

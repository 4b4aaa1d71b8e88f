// Hono's bodyLimit with the site's JSON error: a body is read no further than `maxBytes`, with
// or without a Content-Length, and refused with 413 as soon as it passes. A declared length is
// trusted as the runtime frames the body by it.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from '../errors';

export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => apiError(c, 413, 'request_too_large', message) });
}

// Every dashboard form's body is capped at 32 KB, unless the route it posts to declares a limit
// of its own with `ownBodyLimit` (a reply or a lead with files, a quotation, a photo): the limit
// is declared where the route is, and a new route gets the small one.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { METHOD_NAME_ALL } from 'hono/router';
import { uploadFormLimit } from './body-limit';

/** Every dashboard form fits: the largest, a 2000-character note, is at most 24 KB percent-encoded. */
export const adminFormLimitBytes = 32 * 1024;

const ownLimits = new WeakSet<MiddlewareHandler>();

/** Hono's bodyLimit for one route, in place of the dashboard's 32 KB. */
export function ownBodyLimit(options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler {
  const limit = bodyLimit(options);
  ownLimits.add(limit);
  return limit;
}

/** uploadFormLimit (a form with files: its length declared, 411 otherwise) for one route, in place of the dashboard's 32 KB. */
export function ownUploadLimit(options: Parameters<typeof uploadFormLimit>[0]): MiddlewareHandler {
  const limit = uploadFormLimit(options);
  ownLimits.add(limit);
  return limit;
}

export function dashboardFormLimit(): MiddlewareHandler {
  const formLimit = bodyLimit({
    maxSize: adminFormLimitBytes,
    onError: (c) =>
      c.text(`This form is larger than the dashboard accepts (${adminFormLimitBytes / 1024} KB). Shorten it and try again.`, 413),
  });
  return async function dashboardFormLimit(c, next) {
    const matched = matchedRoutes(c);
    // The route that answers: the first bound to a method; its handlers carry the same method and path.
    const answering = matched.find((route) => route.method !== METHOD_NAME_ALL);
    const hasOwn =
      answering !== undefined &&
      matched.some((route) => route.method === answering.method && route.path === answering.path && ownLimits.has(route.handler));
    return hasOwn ? next() : formLimit(c, next);
  };
}

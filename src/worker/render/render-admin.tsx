import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { appEnvironment } from '../../shared/release';
import { DevOutboxShown } from '../../ui/admin/dashboard-context';
import type { AppEnv } from '../app-env';

/** Streams a dashboard page: server HTML only, never cached. */
export async function adminPage(c: Context<AppEnv>, page: ReactElement, status: ContentfulStatusCode = 200) {
  const devOutbox = appEnvironment(c.env.ENVIRONMENT) !== 'production';
  const stream = await renderToReadableStream(<DevOutboxShown value={devOutbox}>{page}</DevOutboxShown>, {
    signal: c.req.raw.signal,
    onError: (error) => c.get('logger').error('dashboard render failed', { path: c.req.path, error: String(error) }),
  });
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
}

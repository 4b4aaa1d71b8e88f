// The worker: streams a React-rendered page for every site route, serves the built static
// files, answers /api, runs the operators' dashboard, sends queued emails and the cron sweep.
// Unknown paths get the 404 page (or a JSON 404 under /api).
import { Hono } from 'hono';
import { appEnvironment } from '../shared/release';
import { createLogger } from '../shared/logger';
import type { AppEnv, WorkerEnv } from './app-env';
import { deliverQuoteEmail } from './email/deliver-quote-email';
import type { EmailJob } from './email/email-job';
import { apiError } from './errors';
import { adminAuth } from './middleware/admin-auth';
import { canonicalPath } from './middleware/canonical-path';
import { logger } from './middleware/logger';
import { securityHeaders } from './middleware/security-headers';
import { admin } from './routes/admin';
import { adminSite } from './routes/admin-site';
import { adminApi } from './routes/admin-api';
import { analytics } from './routes/analytics';
import { botCheck } from './routes/bot-check';
import { emailWebhooks } from './routes/email-webhooks';
import { pageResponse, pages } from './routes/pages';
import { quotes } from './routes/quotes';
import { seo } from './routes/seo';
import { sitePhotos, sitePhotoUploads } from './routes/site-photos';
import { sitePhotosPath } from '../shared/site-photos';
import { staticAsset } from './routes/static-assets';
import { uploads } from './routes/uploads';
import { sweep } from './scheduled/sweep';

export const app = new Hono<AppEnv>();

app.use(securityHeaders());
app.use(logger());
app.use(canonicalPath());
app.route('/', pages);
app.route('/', seo);
app.route(sitePhotosPath, sitePhotos);
app.route('/api/bot-check', botCheck);
app.route('/api/storage', uploads);
app.route('/api/send-email', quotes);
app.route('/api/analytics', analytics);
app.route('/api', emailWebhooks);
// Every dashboard route, present and future, sits behind the operator check.
app.use('/admin', adminAuth());
app.use('/admin/*', adminAuth());
app.use('/api/admin/*', adminAuth());
app.route('/admin', admin);
// After the dashboard's own routes, so their body limit applies here too.
app.route('/admin/site', adminSite);
app.route('/api/admin', adminApi);
app.route('/api/admin/site-photos', sitePhotoUploads);

app.notFound(async (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return apiError(c, 404, 'not_found', `There is no API endpoint at ${c.req.method} ${c.req.path}.`);
  }
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    const asset = await staticAsset(c);
    if (asset) return asset;
  }
  return pageResponse(c, 404);
});

app.onError((error, c) => {
  c.get('logger')?.error('unhandled error', { path: c.req.path, error: String(error) });
  if (c.req.path.startsWith('/api/')) {
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again in a minute.');
  }
  return c.html(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Temporarily unavailable</title><h1>Sorry, something went wrong</h1><p>Please reload the page, or call or WhatsApp us.</p></html>',
    500,
  );
});

const backgroundLogger = (env: WorkerEnv) => {
  const environment = appEnvironment(env.ENVIRONMENT);
  return createLogger({ debug: environment === 'development', environment });
};

export default {
  fetch: app.fetch,

  async queue(batch, env) {
    const logger = backgroundLogger(env);
    for (const message of batch.messages) {
      const outcome = await deliverQuoteEmail(env, message.body, message.attempts, logger);
      if (outcome.kind === 'retry') message.retry({ delaySeconds: outcome.delaySeconds });
      else message.ack();
    }
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(sweep(env, new Date(controller.scheduledTime), backgroundLogger(env)));
  },
} satisfies ExportedHandler<WorkerEnv, EmailJob>;

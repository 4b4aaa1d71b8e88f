// The worker: streams a React-rendered page for every site route, serves the built static
// files, answers /api, runs the operators' dashboard, sends queued emails and alerts, runs the
// cron sweep, the daily digest, the Monday weekly report and the nightly analytics rollup, and
// takes in mail sent to the business's addresses.
// Unknown paths get the 404 page (or a JSON 404 under /api).
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { apiPaths } from '../shared/api';
import { analyticsRollupCron, runAnalyticsRollup } from './analytics/rollup-store';
import type { AppEnv, WorkerEnv } from './app-env';
import { dailyDigestCron, queueDailyDigest } from './email/daily-digest';
import { queueWeeklyReport } from './email/weekly-report';
import { receiveEmail } from './inbound/receive-email';
import { readDeliveryJob } from './queue/delivery-job';
import { deliveryHandlers } from './delivery/handlers';
import { runDelivery } from './delivery/run-delivery';
import { withErrorService } from './error-service';
import { apiError } from './errors';
import { workerLogger } from './logging';
import { adminAuth } from './middleware/admin-auth';
import { canonicalPath } from './middleware/canonical-path';
import { logger } from './middleware/logger';
import { securityHeaders } from './middleware/security-headers';
import { admin } from './routes/admin';
import { adminSite } from './routes/admin-site';
import { adminApi } from './routes/admin-api';
import { devOutboxAdmin } from './routes/admin-outbox';
import { replyRoutes } from './leads/reply-routes';
import { leadRoutes } from './leads/routes';
import { newLeadRoutes } from './leads/new-lead-routes';
import { leadPrivacyRoutes } from './leads/privacy-routes';
import { callRoutes } from './leads/call-routes';
import { followUpsRoutes } from './leads/follow-ups-routes';
import { followUpsPath } from '../shared/lead-calls';
import { chatReplyRoutes } from './chat/reply-routes';
import { chatDevRoutes } from './chat/dev-routes';
import { leadMergeRoutes } from './leads/merge-routes';
import { quotationRoutes } from './quotations/routes';
import { quotationRegister } from './quotations/register-routes';
import { customerQuotation } from './quotations/customer-routes';
import { priceBookRoutes } from './quotations/price-book-routes';
import { replyTemplatesAdmin } from './routes/admin-reply-templates';
import { weeklyReportAdmin } from './routes/admin-weekly-report';
import { notificationsPage } from './push/notifications-page';
import { notificationsPath } from '../shared/push-events';
import { pushApi } from './push/push-api';
import { passkeyApi } from './passkeys/passkey-api';
import { campaignSpendAdmin } from './routes/admin-campaign-spend';
import { adminPrivacy } from './routes/admin-privacy';
import { technicalAdmin } from './routes/admin-technical';
import { settingsAdmin } from './routes/admin-settings';
import { jobRoutes } from './jobs/routes';
import { drawingRoutes } from './jobs/drawing-routes';
import { settingsPath } from '../ui/admin/dashboard-pages';
import { accountRoutes } from './team/account-routes';
import { invitationRoutes } from './team/invitation-routes';
import { teamRoutes } from './team/team-routes';
import { auditRoutes } from './audit/routes';
import { analytics } from './routes/analytics';
import { botCheck } from './routes/bot-check';
import { emailWebhooks } from './routes/email-webhooks';
import { chatWebhooks } from './chat/webhook-routes';
import { pageResponse } from './render/page-response';
import { pages } from './routes/pages';
import { quotes } from './routes/quotes';
import { quoteFormPost } from './routes/quote-form-post';
import { quotePath } from '../shared/routes';
import { seo } from './routes/seo';
import { sitePhotos, sitePhotoUploads } from './routes/site-photos';
import { sitePhotosPath } from '../shared/site-photos';
import { staticAsset } from './routes/static-assets';
import { uploads } from './routes/uploads';
import { sweep } from './scheduled/sweep';
import { paymongoWebhook } from './payments/webhook';
import { developmentCheckoutRoutes } from './payments/dev-checkout';
import { developmentCheckoutPath } from './payments/dev-checkout-session';
import { leadPaymentRoutes } from './payments/lead-payment-routes';
import { jobDeliveryRoutes } from './jobs/delivery-routes';
import { certificateRoutes } from './jobs/certificate-routes';

export const app = new Hono<AppEnv>();

app.use(securityHeaders());
// Cloudflare's Ray ID when there is one: the same id then finds the request in Cloudflare's logs.
app.use(requestId({ generator: (c) => c.req.header('cf-ray') ?? crypto.randomUUID() }));
app.use(logger());
app.use(canonicalPath());
app.route('/', pages);
app.route('/', seo);
app.route(sitePhotosPath, sitePhotos);
app.route(apiPaths.botCheck, botCheck);
app.route(apiPaths.uploads, uploads);
app.route(apiPaths.quote, quotes);
// The quote form without its scripts posts to its own page.
app.route(quotePath, quoteFormPost);
app.route('/quotation', customerQuotation);
app.route(apiPaths.analytics, analytics);
app.route('/api', emailWebhooks);
app.route('/api/webhooks', chatWebhooks);
app.route('/api', paymongoWebhook);
app.route(developmentCheckoutPath, developmentCheckoutRoutes);
// Every dashboard route, present and future, sits behind the operator check.
app.use('/admin', adminAuth());
app.use('/admin/*', adminAuth());
app.use('/api/admin/*', adminAuth());
app.route('/admin', admin);
// Before the lead's own pages, or /admin/leads/new would be read as a lead's number.
app.route('/admin/leads', newLeadRoutes);
app.route('/admin/leads', leadRoutes);
app.route('/admin/leads', replyRoutes);
app.route('/admin/leads', leadPrivacyRoutes);
app.route('/admin/leads', callRoutes);
app.route('/admin/leads', quotationRoutes);
app.route('/admin/leads', chatReplyRoutes);
app.route('/admin/leads', leadMergeRoutes);
app.route('/admin/leads', leadPaymentRoutes);
app.route('/admin', quotationRegister);
app.route(followUpsPath, followUpsRoutes);
app.route('/admin/price-book', priceBookRoutes);
app.route('/admin/reply-templates', replyTemplatesAdmin);
app.route('/admin/weekly-report', weeklyReportAdmin);
app.route(notificationsPath, notificationsPage);
app.route('/admin/campaign-spend', campaignSpendAdmin);
app.route('/admin/outbox', devOutboxAdmin);
app.route('/admin', adminPrivacy);
app.route('/admin/technical', technicalAdmin);
app.route(settingsPath, settingsAdmin);
app.route('/admin/account', accountRoutes);
app.route('/admin/team', teamRoutes);
app.route('/admin/audit', auditRoutes);
app.route('/admin/chat-dev', chatDevRoutes);
app.route('/admin/invitation', invitationRoutes);
app.route('/admin/jobs', jobDeliveryRoutes);
app.route('/admin/certificates', certificateRoutes);
// After the dashboard's own routes, so their body limit applies here too.
app.route('/admin/jobs', jobRoutes);
app.route('/admin/jobs', drawingRoutes);
app.route('/admin/site', adminSite);
app.route('/api/admin', adminApi);
app.route('/api/admin/push', pushApi);
app.route('/api/admin/passkeys', passkeyApi);
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
  c.get('logger')?.error('unhandled error', { path: c.req.path, error });
  if (c.req.path.startsWith('/api/')) {
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again in a minute.');
  }
  return c.html(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Temporarily unavailable</title><h1>Sorry, something went wrong</h1><p>Please reload the page, or call or WhatsApp us.</p></html>',
    500,
  );
});

/** A queue batch or cron run: its own id, as a request has. */
const backgroundLogger = (env: WorkerEnv) => workerLogger(env, crypto.randomUUID());

const handlers = {
  fetch: app.fetch,

  async queue(batch, env) {
    const logger = backgroundLogger(env);
    for (const message of batch.messages) {
      const job = readDeliveryJob(message.body);
      if (!job) {
        logger.error('queue message is no delivery job; dropped', { queue: batch.queue, body: JSON.stringify(message.body).slice(0, 200) });
        message.ack();
        continue;
      }
      const outcome = await runDelivery(deliveryHandlers, env, job, message.attempts, logger);
      if (outcome.kind === 'retry') message.retry({ delaySeconds: outcome.delaySeconds });
      else message.ack();
    }
  },

  async scheduled(controller, env, ctx) {
    const now = new Date(controller.scheduledTime);
    const logger = backgroundLogger(env);
    const run =
      controller.cron === dailyDigestCron
        ? Promise.all([queueDailyDigest(env, now, logger), queueWeeklyReport(env, now, logger)])
        : controller.cron === analyticsRollupCron
          ? runAnalyticsRollup(env, now, logger)
          : sweep(env, now, logger);
    ctx.waitUntil(run.catch((error: unknown) => logger.error('cron run failed', { cron: controller.cron, error })));
  },

  async email(message, env) {
    await receiveEmail(message, env, backgroundLogger(env));
  },
} satisfies ExportedHandler<WorkerEnv, unknown>;

export default withErrorService<unknown, typeof handlers>(handlers);

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
import { adminAuth } from './dashboard/admin-auth';
import { canonicalPath } from './middleware/canonical-path';
import { dashboardFormLimit } from './middleware/dashboard-form-limit';
import { logger } from './middleware/logger';
import { securityHeaders } from './middleware/security-headers';
import { adminPaths } from '../shared/admin-paths';
import { homeRoutes } from './dashboard/home-routes';
import { siteFactsRoutes } from './site-facts/routes';
import { adminApiRoutes } from './dashboard/api-routes';
import { outboxRoutes } from './email/outbox-routes';
import { replyRoutes } from './leads/reply-routes';
import { leadRoutes } from './leads/routes';
import { newLeadRoutes } from './leads/new-lead-routes';
import { leadPrivacyRoutes } from './leads/privacy-routes';
import { callRoutes } from './leads/call-routes';
import { followUpsRoutes } from './leads/follow-ups-routes';
import { chatReplyRoutes } from './leads/chat-reply-routes';
import { chatDevRoutes } from './chat/dev-routes';
import { leadMergeRoutes } from './leads/merge-routes';
import { quotationRoutes } from './quotations/routes';
import { quotationRegisterRoutes } from './quotations/register-routes';
import { customerQuotationRoutes } from './quotations/customer-routes';
import { priceBookRoutes } from './quotations/price-book-routes';
import { replyTemplateRoutes } from './reply-templates/routes';
import { weeklyReportRoutes } from './email/weekly-report-routes';
import { notificationsRoutes } from './push/notifications-page';
import { pushRoutes } from './push/push-api';
import { passkeyRoutes } from './passkeys/passkey-api';
import { campaignSpendRoutes } from './analytics/campaign-spend-routes';
import { privacyRoutes } from './privacy/routes';
import { technicalRoutes } from './dashboard/technical-routes';
import { settingsRoutes } from './dashboard/settings-routes';
import { jobRoutes } from './jobs/routes';
import { drawingRoutes } from './jobs/drawing-routes';
import { accountRoutes } from './team/account-routes';
import { invitationRoutes } from './team/invitation-routes';
import { teamRoutes } from './team/team-routes';
import { auditRoutes } from './audit/routes';
import { analyticsRoutes } from './routes/analytics';
import { botCheckRoutes } from './routes/bot-check';
import { emailWebhookRoutes } from './routes/email-webhooks';
import { chatWebhookRoutes } from './chat/webhook-routes';
import { pageResponse } from './render/page-response';
import { pageRoutes } from './routes/pages';
import { quoteRoutes } from './routes/quotes';
import { quoteFormPostRoutes } from './routes/quote-form-post';
import { quotePath } from '../shared/routes';
import { seoRoutes } from './routes/seo';
import { sitePhotoRoutes, sitePhotoUploadRoutes } from './routes/site-photos';
import { sitePhotosPath } from '../shared/site-photos';
import { staticAsset } from './routes/static-assets';
import { uploadRoutes } from './routes/uploads';
import { sweep } from './scheduled/sweep';
import { paymongoWebhookRoutes } from './payments/webhook';
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
// The site's pages, and the files search engines and browsers ask for (sitemap, robots, manifests).
app.route('/', new Hono<AppEnv>().route('/', pageRoutes).route('/', seoRoutes));
app.route(sitePhotosPath, sitePhotoRoutes);
app.route(apiPaths.botCheck, botCheckRoutes);
app.route(apiPaths.uploads, uploadRoutes);
app.route(apiPaths.quote, quoteRoutes);
// The quote form without its scripts posts to its own page.
app.route(quotePath, quoteFormPostRoutes);
app.route('/quotation', customerQuotationRoutes);
app.route(apiPaths.analytics, analyticsRoutes);
// Resend's and PayMongo's webhooks (/api/resend, /api/paymongo); Meta's under /api/webhooks.
app.route('/api', new Hono<AppEnv>().route('/', emailWebhookRoutes).route('/', paymongoWebhookRoutes));
app.route('/api/webhooks', chatWebhookRoutes);
app.route(developmentCheckoutPath, developmentCheckoutRoutes);

// The dashboard. Every route below /admin and /api/admin, present and future, passes the sign-in
// check once (Hono's `/*` matches the prefix itself too) and is the owner's unless it is marked staff's
// where it is declared (src/worker/admin/roles.ts). A form's body is capped at 32 KB unless its
// route declares its own limit. Ids are constrained (`/:id{[0-9]+}`), so no mount order matters.
app.use(`${adminPaths.overview}/*`, adminAuth(), dashboardFormLimit());
app.use(`${adminPaths.api}/*`, adminAuth());
app.route(adminPaths.overview, homeRoutes);
app.route(adminPaths.invitation, invitationRoutes);
app.route(adminPaths.account, accountRoutes);
// A lead's pages and what is done on one: its replies, calls, quotation, chat, payments.
app.route(
  adminPaths.leads,
  new Hono<AppEnv>()
    .route('/', newLeadRoutes)
    .route('/', leadRoutes)
    .route('/', replyRoutes)
    .route('/', leadPrivacyRoutes)
    .route('/', callRoutes)
    .route('/', quotationRoutes)
    .route('/', chatReplyRoutes)
    .route('/', leadMergeRoutes)
    .route('/', leadPaymentRoutes),
);
app.route(adminPaths.quotations, quotationRegisterRoutes);
app.route(adminPaths.followUps, followUpsRoutes);
// A job's board, pages, photos, shop drawings and deliveries.
app.route(adminPaths.jobs, new Hono<AppEnv>().route('/', jobRoutes).route('/', drawingRoutes).route('/', jobDeliveryRoutes));
app.route(adminPaths.certificates, certificateRoutes);
app.route(adminPaths.outbox, outboxRoutes);
app.route(adminPaths.settings, settingsRoutes);
app.route(adminPaths.site, siteFactsRoutes);
app.route(adminPaths.priceBook, priceBookRoutes);
app.route(adminPaths.replyTemplates, replyTemplateRoutes);
app.route(adminPaths.campaignSpend, campaignSpendRoutes);
app.route(adminPaths.weeklyReport, weeklyReportRoutes);
app.route(adminPaths.notifications, notificationsRoutes);
app.route(adminPaths.team, teamRoutes);
app.route(adminPaths.audit, auditRoutes);
app.route(adminPaths.privacy, privacyRoutes);
app.route(adminPaths.technical, technicalRoutes);
app.route(adminPaths.chatDev, chatDevRoutes);
app.route(adminPaths.api, adminApiRoutes);
app.route(adminPaths.push, pushRoutes);
app.route(adminPaths.passkeys, passkeyRoutes);
app.route(adminPaths.sitePhotoUploads, sitePhotoUploadRoutes);

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

// /admin/outbox: "Outbox (development)", the emails a local run kept instead of sending
// (src/worker/email-transport/send-email.ts). Production answers 404 on every path here.
import { Hono } from 'hono';
import { appEnvironment } from '../../shared/release';
import { formatBytes } from '../../shared/upload-rules';
import { OutboxEmailPage, OutboxPage } from '../../ui/admin/settings/OutboxPage';
import { formatManilaTime } from '../../shared/business-time';
import type { DashboardEnv } from '../app-env';
import { devOutboxEmail, devOutboxEmails, type DevOutboxEmail } from '../email-transport/dev-outbox';
import { adminPage } from '../render/render-admin';
import { readStoredFile } from '../storage/drawing-store';
import { parseListIndex, parseRecordId } from '../record-id';
import { screenAccess } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

const outboxListLimit = 200;

export const outboxRoutes = new Hono<DashboardEnv>();

outboxRoutes.use(async (c, next) => {
  if (appEnvironment(c.env.ENVIRONMENT) === 'production') return c.text('Not found.', 404);
  await next();
});

const summary = (email: DevOutboxEmail) => ({
  id: email.id,
  at: formatManilaTime(email.createdAt),
  to: email.to.join(', '),
  subject: email.subject,
  attachments: email.attachments.length,
});

outboxRoutes.get('/', screenAccess('outbox'), async (c) =>
  adminPage(c, <OutboxPage emails={(await devOutboxEmails(c.env.DB, outboxListLimit)).map(summary)} />),
);

outboxRoutes.get('/:id', async (c) => {
  const id = parseRecordId(c.req.param('id'));
  const email = id === null ? null : await devOutboxEmail(c.env.DB, id);
  if (!email) return c.text('No email with that number in the outbox.', 404);
  c.set('emailPreview', true);
  return adminPage(
    c,
    <OutboxEmailPage
      email={{
        ...summary(email),
        from: email.from,
        cc: email.cc.join(', '),
        replyTo: email.replyTo,
        html: email.html,
        text: email.text,
        files: email.attachments.map((file, index) => ({
          name: file.filename,
          size: formatBytes(file.size),
          url: `${adminPaths.outbox}/${email.id}/attachments/${index}`,
        })),
      }}
    />,
  );
});

outboxRoutes.get('/:id/attachments/:index', async (c) => {
  const id = parseRecordId(c.req.param('id'));
  const email = id === null ? null : await devOutboxEmail(c.env.DB, id);
  const index = parseListIndex(c.req.param('index'));
  const file = index === null ? undefined : email?.attachments[index];
  const body = file ? await readStoredFile(c.env.UPLOADS, file.r2Key) : null;
  if (!file || !body) return c.text('No such file on this email.', 404);
  return c.body(body, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    'X-Content-Type-Options': 'nosniff',
  });
});

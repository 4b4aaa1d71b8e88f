// /admin/privacy: the record of erasures and the export of one person's data. A lead's own
// privacy steps (erase, hold for a contract, restore from Spam) are in src/worker/leads/.
import { Hono } from 'hono';
import * as z from 'zod';
import { PrivacyPage } from '../../ui/admin/privacy/PrivacyPage';
import { quoteReferencePattern } from '../../shared/quote-request';
import { leadRetentionYears } from '../../shared/retention';
import { formatManilaTime, manilaDay } from '../../shared/business-time';
import { personalDataExport, type DataSubject } from '../leads/personal-data-export';
import { renderToReadableStream } from 'react-dom/server';
import { PersonalDataPage } from '../../ui/admin/privacy/PersonalDataPage';
import { philippinePhoneToE164 } from '../../shared/phone';
import type { DashboardEnv } from '../app-env';
import { siteFacts } from '../published-facts/published';
import { recentErasures } from '../lead-records/erasure';
import { adminPage } from '../render/render-admin';
import { publicOrigin } from '../site-config';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { screenAccess } from '../admin/roles';

const exportEmail = z.string().trim().max(254).pipe(z.email());

/** Whose data the owner asked for: an email address, or a phone number as people write it (a walk-in may have no email). */
function dataSubject(typed: string): DataSubject | null {
  if (typed.includes('@')) {
    const email = exportEmail.safeParse(typed);
    return email.success ? { email: email.data } : null;
  }
  const phone = philippinePhoneToE164(typed.slice(0, 40));
  return phone ? { phone } : null;
}

/** The readable page as one HTML file, rendered whole: React escapes every value the person once typed. */
async function personalDataFile(data: Awaited<ReturnType<typeof personalDataExport>>, businessName: string) {
  let failure: unknown;
  const stream = await renderToReadableStream(<PersonalDataPage data={data} businessName={businessName} />, {
    onError: (error) => void (failure ??= error),
  });
  await stream.allReady;
  if (failure) throw failure;
  return new Response(stream).text();
}

export const privacyRoutes = new Hono<DashboardEnv>();

privacyRoutes.get('/', screenAccess('privacy'), async (c) => {
  const erased = c.req.query('erased');
  const erasures = await recentErasures(c.env.DB, 100);
  return adminPage(
    c,
    <PrivacyPage
      retentionYears={leadRetentionYears}
      erasures={erasures.map((row) => ({
        reference: row.reference,
        erasedAt: formatManilaTime(row.erased_at),
        erasedBy: row.erased_by,
        reason: row.reason,
      }))}
      erased={erased && quoteReferencePattern.test(erased) ? erased : undefined}
    />,
  );
});

privacyRoutes.get('/export', async (c) => {
  const person = dataSubject(c.req.query('who') ?? c.req.query('email') ?? '');
  if (!person) {
    return c.text(
      'Enter the email address the person used (name@example.com) or their phone number as they would write it (0917 123 4567).',
      400,
    );
  }
  const now = new Date();
  const data = await personalDataExport(c.env, person, publicOrigin(c), now);
  // The references, not the address: the audit holds no personal data.
  const found = data.leads.map((lead) => lead.reference);
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator'),
    action: 'privacy-exported',
    detail: found.length ? found.join(', ') : 'no lead has that address',
    at: now,
  });
  if (c.req.query('format') === 'page') {
    const html = await personalDataFile(data, (await siteFacts(c.env)).business.name);
    return c.body(html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${manilaDay(now)}.html"`,
    });
  }
  const fileName = `personal-data-${manilaDay(now)}.json`;
  return c.body(JSON.stringify(data, null, 2), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
});

// Issue 36, L2: every state-changing dashboard route, read from the app's own route table (so a
// new one is walked without being listed here), is made to succeed as a person would use it and
// must then show in the owner's audit under that person. A route missing below fails the test: give
// it a request that succeeds and the audit action it writes, or a different witness and why.
// Runs in a runtime of its own (vitest.config.ts, worker-isolated): it publishes site facts.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../src/worker/audit/store';
import type { WorkerEnv } from '../../src/worker/app-env';
import { app } from '../../src/worker/index';
import fixtures from './fixtures/passkeys.json';
import { webp } from './image-bytes';
import { insertLead } from './lead-rows';
import { insertJob } from './job-rows';
import { manilaDay } from '../../src/shared/business-time';
import { operator, operatorEmail, operatorPassword, signIn, type OperatorSession } from './admin-helpers';
import { browserSubscription, pushEnv } from './push-helpers';
import { origin, samplePdf } from './quote-helpers';

/** Downloads of personal data: GETs, but each is an action the audit lists. */
const downloads = ['GET /admin/privacy/export', 'GET /admin/leads.csv', 'GET /admin/quotations.csv'];

/** Every dashboard route that changes something, as `METHOD /path/:param`, from the app's route table. */
const stateChangingRoutes = () => [
  ...new Set(
    app.routes
      .filter((route) => /^\/(api\/)?admin(\/|$)/.test(route.path) && !route.path.includes('*'))
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route) || downloads.includes(route)),
  ),
];

/** Routes whose witness is not an audit row, and why. */
const otherWitness: Record<string, string> = {
  'POST /admin/login': 'signing in starts a session (admin_sessions) and a failure is counted and logged; it changes no business data',
  'POST /api/admin/passkeys/sign-in-options': 'the start of a sign-in: a challenge valid 5 minutes, nothing else',
  'POST /api/admin/passkeys/sign-in': 'signing in starts a session (admin_sessions), as the password does',
  'POST /admin/logout': 'ends the person’s own session (its admin_sessions row goes); nothing else changes',
  'POST /api/admin/passkeys/registration-options':
    'hands out a challenge valid 5 minutes; the passkey is added (and audited) by the registration',
  'POST /api/admin/push/subscription/lookup': 'a read: POST only so the push endpoint stays out of URLs and logs',
  'POST /admin/chat-dev':
    'development only (404 in production): posts a signed webhook as a customer would; the message it makes is on the lead',
  // These three write their audit rows (payment-paid, payment-rejected); each needs an accepted
  // quotation with a proof or a payment, made and read back from the audit in payments.test.ts.
  'POST /admin/leads/:id{[0-9]+}/payments': 'audited: a payment recorded by hand, checked in payments.test.ts',
  'POST /admin/leads/:id{[0-9]+}/payments/:paymentId/confirm': 'audited: a proof confirmed, checked in payments.test.ts',
  'POST /admin/leads/:id{[0-9]+}/payments/:paymentId/reject': 'audited: a proof rejected, checked in payments.test.ts',
  'POST /admin/leads/:id{[0-9]+}/chat-replies':
    'the answer itself is the audit row (chat_messages, listed as chat-reply): needs Meta secrets and a conversation, tested in chat.test.ts',
};

interface Fixture {
  owner: OperatorSession;
  leadId: number;
  pushEnvironment: WorkerEnv;
}

/** A request that succeeds, the audit action it must write, and who must be named (the owner unless said). */
interface ActionCase {
  request: (fixture: Fixture) => Promise<Response>;
  action: string;
  actor?: () => string;
  /** Run on a lead of its own, made just before (its number is `fixture.leadId`). */
  lead?: { spam?: boolean; contractHold?: boolean; followUp?: boolean; inboundMessage?: boolean };
}

let inboundMessageId = 0;
let accepted = '';

/** A request from the dashboard's own page; to the running worker, or to the app with other bindings (push's keys). */
async function send(
  session: OperatorSession | null,
  method: string,
  path: string,
  body?: BodyInit,
  headers: Record<string, string> = {},
  environment?: WorkerEnv,
) {
  const init: RequestInit = {
    method,
    redirect: 'manual',
    headers: { Origin: origin, ...(session ? { Cookie: session.cookie } : {}), ...headers },
    body,
  };
  return environment ? app.request(`${origin}${path}`, init, environment) : SELF.fetch(`${origin}${path}`, init);
}

const post = (session: OperatorSession | null, path: string, fields: Record<string, string>) =>
  send(session, 'POST', path, new URLSearchParams(fields), { 'Content-Type': 'application/x-www-form-urlencoded' });

const getPage = async (session: OperatorSession, path: string) => (await send(session, 'GET', path)).text();

const unescaped = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The fields a page's form posts as the page shows it (checked boxes, chosen options), to change one or two. */
async function formOnPage(session: OperatorSession, page: string, action: string): Promise<Record<string, string>> {
  const html = await getPage(session, page);
  const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map(([markup]) => markup)
    .find((markup) => markup.includes(`action="${action}"`) && markup.includes('method="post"'));
  expect(form, `${page} has a form posting to ${action}`).toBeDefined();
  const fields: Record<string, string> = {};
  for (const [tag] of form!.matchAll(/<input\b[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name || (/type="(radio|checkbox)"/.test(tag) && !/\bchecked\b/.test(tag))) continue;
    fields[unescaped(name)] = unescaped(/value="([^"]*)"/.exec(tag)?.[1] ?? (/type="checkbox"/.test(tag) ? 'on' : ''));
  }
  for (const [, name, text] of form!.matchAll(/<textarea\b[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    fields[unescaped(name!)] = unescaped(text!);
  for (const [, name, options] of form!.matchAll(/<select\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option\b[^>]*value="([^"]*)"[^>]*\bselected\b/.exec(options!) ?? /<option\b[^>]*value="([^"]*)"/.exec(options!);
    fields[unescaped(name!)] = unescaped(chosen?.[1] ?? '');
  }
  return fields;
}

async function newPerson(role: 'owner' | 'staff') {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
  await env.DB.prepare(
    "INSERT INTO accounts (email, name, role, password_hash, created_at, created_by) VALUES (?, 'Someone', ?, NULL, ?, ?)",
  )
    .bind(email, role, new Date().toISOString(), operatorEmail)
    .run();
  return (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(email).first<{ id: number }>())!.id;
}

async function invite(owner: OperatorSession) {
  const email = `invited-${crypto.randomUUID().slice(0, 8)}@stainless.example`;
  const page = await post(owner, '/admin/team/invitations', { name: 'Invited', email, role: 'staff' });
  expect(page.status, page.headers.get('location') ?? '').toBe(200);
  const link = /value="(https:[^"]+invitation[^"]+)"/.exec(await page.text())![1]!;
  return { email, token: new URL(unescaped(link)).searchParams.get('token')! };
}

async function sentQuotation(owner: OperatorSession, leadId: number) {
  await env.DB.prepare('UPDATE leads SET email = ? WHERE id = ?').bind('buyer@example.com', leadId).run();
  const fields = await formOnPage(owner, `/admin/leads/${leadId}/quotation`, `/admin/leads/${leadId}/quotation`);
  const sent = await post(owner, `/admin/leads/${leadId}/quotation`, {
    ...fields,
    'line-0-description': 'Tank repair',
    'line-0-quantity': '1',
    'line-0-unit': 'lot',
    'line-0-price': '5000',
    'line-0-kind': 'service',
    discountKind: 'none',
    action: 'send',
  });
  expect(sent.status, await sent.clone().text()).toBe(303);
  return (await env.DB.prepare('SELECT id FROM quotation_versions WHERE lead_id = ? ORDER BY id DESC')
    .bind(leadId)
    .first<{ id: number }>())!.id;
}

/** An accepted quotation's job on the lead, at its first stage (rows as the acceptance writes them); its id. */
async function jobOn(leadId: number) {
  const at = new Date().toISOString();
  const quotation = await env.DB.prepare(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'owner', '{}', ?, 'owner') RETURNING id`,
  )
    .bind(leadId, at, at)
    .first<number>('id');
  const version = await env.DB.prepare(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos, response, responded_at)
     VALUES (?, ?, 0, ?, 'owner', ?, '2099-12-31', '{"reference":"Q","lines":[]}', 500000, 'accepted', ?) RETURNING id`,
  )
    .bind(quotation, leadId, at, crypto.randomUUID().replaceAll('-', ''), at)
    .first<number>('id');
  return (await env.DB.prepare(
    "INSERT INTO jobs (lead_id, version_id, created_at, kind, stage, stage_changed_at) VALUES (?, ?, ?, 'fabrication', 'drawing-approval', ?) RETURNING id",
  )
    .bind(leadId, version, at, at)
    .first<number>('id'))!;
}

async function storedPhoto(owner: OperatorSession) {
  const form = new FormData();
  form.set('width', '1600');
  form.set('height', '1200');
  const sizes = { photo: [1600, 1200], w480: [480, 360], w960: [960, 720], w1440: [1440, 1080] } as const;
  for (const [name, [width, height]] of Object.entries(sizes))
    form.set(name, new File([webp(width, height, `${name}-${crypto.randomUUID()}`)], `${name}.webp`, { type: 'image/webp' }));
  return send(owner, 'POST', '/api/admin/site-photos', form);
}

const projectFields = (title: string) => ({
  title,
  industry: 'Food and beverage',
  location: 'General Trias, Cavite',
  year: '2025',
  gradeAndFinish: '316L, 2B',
  description: 'Jacketed tank with a bottom outlet.',
  photos: '[]',
});

/** A project in the draft, as the projects screen adds one; its id. */
async function draftProject(owner: OperatorSession, title = `Tank ${crypto.randomUUID().slice(0, 6)}`) {
  const added = await post(owner, '/admin/site/projects/new', projectFields(title));
  expect(added.status, await added.clone().text()).toBe(303);
  const draft = (await env.DB.prepare('SELECT facts FROM site_fact_drafts WHERE id = 1').first<{ facts: string }>())!;
  return (JSON.parse(draft.facts) as { projects: { id: string; title: string }[] }).projects.find((project) => project.title === title)!.id;
}

async function phone(fixture: Fixture) {
  const subscription = await browserSubscription(`https://web.push.apple.com/audit-${crypto.randomUUID()}`);
  const on = await send(
    fixture.owner,
    'POST',
    '/api/admin/push/subscription',
    JSON.stringify({ ...subscription, events: ['new-lead'] }),
    { 'Content-Type': 'application/json' },
    fixture.pushEnvironment,
  );
  expect(on.status, await on.clone().text()).toBe(201);
  return subscription;
}

const pushCall = (fixture: Fixture, method: string, path: string, body: unknown) =>
  send(
    fixture.owner,
    method,
    `/api/admin/push${path}`,
    JSON.stringify(body),
    { 'Content-Type': 'application/json' },
    fixture.pushEnvironment,
  );

const hours = () => {
  const fields: Record<string, string> = {};
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'])
    Object.assign(fields, { [`${day}-opens`]: '07:30', [`${day}-closes`]: '17:00' });
  return { ...fields, 'saturday-opens': '09:00', 'saturday-closes': '12:00', 'sunday-closed': 'on' };
};

const christmas = { 'closure-from-0': '2026-12-24', 'closure-to-0': '2026-12-26', 'closure-reason-0': 'Christmas' };

const sheetsOnOrder = { description: 'Sheet 1.5 mm 4x8 2B, 304', unit: 'sheet', quantityMilli: 4_000 };

const tripFields = (lineId: number) => ({
  scheduledOn: manilaDay(new Date()),
  windowFrom: '08:00',
  windowUntil: '17:00',
  address: 'Anabu II-D, Imus, Cavite',
  driverName: 'Jun Dela Cruz',
  plateNumber: 'NBC 1234',
  [`quantity-${lineId}`]: '4',
});

/** A job of the lead with a delivery scheduled by the owner. */
async function scheduledTrip(owner: OperatorSession, leadId: number) {
  const job = await insertJob([sheetsOnOrder], { lead: leadId });
  expect((await post(owner, `/admin/jobs/${job.jobId}/deliveries`, tripFields(job.lineIds[0]!))).status).toBe(303);
  const tripId = await env.DB.prepare('SELECT id FROM job_deliveries WHERE job_id = ?').bind(job.jobId).first<number>('id');
  return { jobId: job.jobId, tripId: tripId! };
}

/** A certificate in the library (its file need not be in R2 for these steps), with a heat of its own. */
async function certificateInLibrary() {
  const heat = `AU${crypto.randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const id = await env.DB.prepare(
    "INSERT INTO mill_certificates (r2_key, file_name, size, grade, product, created_at, created_by) VALUES (?, 'mtc.pdf', 100, '304', 'Sheet', ?, 'test') RETURNING id",
  )
    .bind(`mill-certificates/${heat}.pdf`, new Date().toISOString())
    .first<number>('id');
  await env.DB.prepare('INSERT INTO mill_certificate_heats (certificate_id, heat_number) VALUES (?, ?)').bind(id, heat).run();
  return { id: id!, heat };
}

const cases: Record<string, ActionCase> = {
  'POST /admin/leads/new': {
    action: 'lead-added',
    request: ({ owner }) => {
      const form = new FormData();
      const fields = {
        formId: crypto.randomUUID(),
        channel: 'walk-in',
        fullName: 'Ramon Dela Cruz',
        phone: '0918 222 3344',
        email: '',
        preferredContact: 'phone',
        service: 'material-supply',
        grade: '304',
        finish: 'not-sure',
        projectDetails: 'Twelve lengths of 2 in pipe.',
      };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return send(owner, 'POST', '/admin/leads/new', form);
    },
  },
  'POST /admin/leads/:id{[0-9]+}/status': {
    action: 'status',
    lead: {},
    request: ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/status`, { status: 'contacted' }),
  },
  'POST /admin/leads/:id{[0-9]+}/notes': {
    action: 'note',
    lead: {},
    request: ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/notes`, { body: 'Called back.' }),
  },
  // The merge's record is the note it writes on the kept lead, naming the lead joined into it.
  'POST /admin/leads/:id{[0-9]+}/merge': {
    action: 'note',
    lead: {},
    request: async ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/merge`, { other: String(await freshLead()) }),
  },
  'POST /admin/leads/:id{[0-9]+}/inbound/:messageId/hide': {
    action: 'email-hidden',
    lead: { inboundMessage: true },
    request: ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/inbound/${inboundMessageId}/hide`, {}),
  },
  'POST /admin/leads/:id{[0-9]+}/replies': {
    action: 'reply',
    lead: {},
    request: ({ owner, leadId }) => {
      const form = new FormData();
      form.set('subject', 'Your tanks');
      form.set('body', 'Thank you, we will visit on Monday.');
      return send(owner, 'POST', `/admin/leads/${leadId}/replies`, form);
    },
  },
  'POST /admin/leads/:id{[0-9]+}/restore': {
    action: 'note',
    lead: { spam: true },
    request: ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/restore`, {}),
  },
  'POST /admin/leads/:id{[0-9]+}/contract': {
    action: 'contract-held',
    lead: {},
    request: ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/contract`, { hold: '1' }),
  },
  'POST /admin/leads/:id{[0-9]+}/erase': {
    action: 'erased',
    lead: {},
    request: ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/erase`, { reason: 'Asked by phone.' }),
  },
  'POST /admin/leads/:id{[0-9]+}/calls': {
    action: 'call',
    lead: {},
    request: ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/calls`, { logged: 'out', outcome: 'no-answer', note: '' }),
  },
  'POST /admin/leads/:id{[0-9]+}/follow-up': {
    action: 'follow-up-done',
    lead: { followUp: true },
    request: ({ owner, leadId }) => post(owner, `/admin/leads/${leadId}/follow-up`, { on: '' }),
  },
  'POST /admin/leads/:id{[0-9]+}/quotation': {
    action: 'quotation-draft-saved',
    lead: {},
    request: async ({ owner, leadId }) => {
      const fields = await formOnPage(owner, `/admin/leads/${leadId}/quotation`, `/admin/leads/${leadId}/quotation`);
      return post(owner, `/admin/leads/${leadId}/quotation`, { ...fields, 'line-0-description': 'Tank repair', action: 'save' });
    },
  },
  'POST /admin/leads/:id{[0-9]+}/quotation/versions/:versionId/void': {
    action: 'quotation-voided',
    lead: {},
    request: async ({ owner, leadId }) => {
      const version = await sentQuotation(owner, leadId);
      return post(owner, `/admin/leads/${leadId}/quotation/versions/${version}/void`, { reason: 'Prices changed.' });
    },
  },
  'GET /admin/privacy/export': {
    action: 'privacy-exported',
    request: ({ owner }) => send(owner, 'GET', '/admin/privacy/export?email=maria%40santosfood.example'),
  },
  'GET /admin/leads.csv': { action: 'leads-csv', request: ({ owner }) => send(owner, 'GET', '/admin/leads.csv?status=new') },
  'GET /admin/quotations.csv': { action: 'quotations-csv', request: ({ owner }) => send(owner, 'GET', '/admin/quotations.csv') },
  'POST /admin/price-book': {
    action: 'price-book-saved',
    request: async ({ owner }) => {
      const fields = await formOnPage(owner, '/admin/price-book?family=pipes', '/admin/price-book');
      const price = Object.keys(fields).find((name) => name.startsWith('price:'));
      expect(price, 'the price book shows a price field').toBeDefined();
      return post(owner, '/admin/price-book', { ...fields, [price!]: '4,480.50' });
    },
  },
  'POST /admin/reply-templates/:id': {
    action: 'reply-template-saved',
    request: ({ owner }) => post(owner, '/admin/reply-templates/site-visit', { subject: 'A site visit', body: 'We can visit on Monday.' }),
  },
  'POST /admin/weekly-report': {
    action: 'weekly-report-set',
    request: ({ owner }) => post(owner, '/admin/weekly-report', { weekly_report: 'off' }),
  },
  'POST /admin/campaign-spend': {
    action: 'campaign-spend-added',
    request: ({ owner }) => post(owner, '/admin/campaign-spend', { month: '2026-10', campaign: 'oct-promo', amount: '31,000' }),
  },
  'POST /admin/campaign-spend/remove': {
    action: 'campaign-spend-removed',
    request: async ({ owner }) => {
      await post(owner, '/admin/campaign-spend', { month: '2026-09', campaign: 'sep-promo', amount: '1,000' });
      return post(owner, '/admin/campaign-spend/remove', { month: '2026-09', campaign: 'sep-promo' });
    },
  },
  'POST /admin/account/name': {
    action: 'account-renamed',
    request: ({ owner }) => post(owner, '/admin/account/name', { name: 'Josefina Dela Cruz' }),
  },
  'POST /admin/account/password': {
    action: 'password-changed',
    // Another session of the same owner: a password change ends every other one.
    request: async () => {
      const { session } = await signIn();
      return post(session!, '/admin/account/password', {
        current: operatorPassword,
        password: operatorPassword,
        confirmation: operatorPassword,
      });
    },
  },
  'POST /admin/account/sign-out-everywhere': {
    action: 'sessions-ended',
    actor: () => accepted,
    // A person of their own: signing out everywhere ends the owner's sessions too.
    request: async ({ owner }) => {
      const { email, token } = await invite(owner);
      const joined = await post(null, '/admin/invitation', {
        token,
        password: 'a staff member passphrase',
        confirmation: 'a staff member passphrase',
      });
      accepted = email;
      const cookie = /__Host-admin_session=[^;]+/.exec(joined.headers.getSetCookie().join('\n'))![0];
      return post({ cookie }, '/admin/account/sign-out-everywhere', {});
    },
  },
  'POST /admin/team/invitations': {
    action: 'invited',
    request: ({ owner }) =>
      post(owner, '/admin/team/invitations', {
        name: 'Wendy',
        email: `wendy-${crypto.randomUUID().slice(0, 6)}@stainless.example`,
        role: 'staff',
      }),
  },
  'POST /admin/team/invitations/cancel': {
    action: 'invitation-withdrawn',
    request: async ({ owner }) => post(owner, '/admin/team/invitations/cancel', { email: (await invite(owner)).email }),
  },
  'POST /admin/invitation': {
    action: 'invitation-accepted',
    actor: () => accepted,
    request: async ({ owner }) => {
      const { email, token } = await invite(owner);
      accepted = email;
      return post(null, '/admin/invitation', { token, password: 'a staff member passphrase', confirmation: 'a staff member passphrase' });
    },
  },
  'POST /admin/team/:id/role': {
    action: 'role-changed',
    request: async ({ owner }) => post(owner, `/admin/team/${await newPerson('staff')}/role`, { role: 'owner' }),
  },
  'POST /admin/team/:id/end-sessions': {
    action: 'sessions-ended',
    request: async ({ owner }) => post(owner, `/admin/team/${await newPerson('staff')}/end-sessions`, {}),
  },
  'POST /admin/team/:id/passkeys/remove': {
    action: 'passkey-removed',
    request: async ({ owner }) => {
      const personId = await newPerson('staff');
      const passkey = `audit-${crypto.randomUUID()}`;
      await env.DB.prepare("INSERT INTO passkeys (id, account_id, name, public_key, created_at) VALUES (?, ?, 'Old phone', 'AA', ?)")
        .bind(passkey, personId, new Date().toISOString())
        .run();
      return post(owner, `/admin/team/${personId}/passkeys/remove`, { passkey, confirm: 'yes' });
    },
  },
  'POST /admin/team/:id/remove': {
    action: 'removed',
    request: async ({ owner }) => post(owner, `/admin/team/${await newPerson('staff')}/remove`, { confirm: 'yes' }),
  },
  'POST /admin/site/details': {
    action: 'site-draft_saved',
    request: async ({ owner }) =>
      post(owner, '/admin/site/details', {
        ...(await formOnPage(owner, '/admin/site/details', '/admin/site/details')),
        whatsapp: '0917 555 0101',
      }),
  },
  'POST /admin/site/hours': { action: 'site-draft_saved', request: ({ owner }) => post(owner, '/admin/site/hours', hours()) },
  'POST /admin/site/closures': { action: 'site-draft_saved', request: ({ owner }) => post(owner, '/admin/site/closures', christmas) },
  'POST /admin/site/notice/from-closure': {
    action: 'site-draft_saved',
    request: async ({ owner }) => {
      await post(owner, '/admin/site/closures', { ...christmas, 'closure-reason-0': 'Christmas break' });
      return post(owner, '/admin/site/notice/from-closure', { ...christmas, 'closure-reason-0': 'Christmas break', closure: '0' });
    },
  },
  'POST /admin/site/notice': {
    action: 'site-draft_saved',
    request: async ({ owner }) => {
      const fields = await formOnPage(owner, '/admin/site/notice', '/admin/site/notice');
      const text = Object.keys(fields).find((name) => /text|message/i.test(name))!;
      return post(owner, '/admin/site/notice', { ...fields, [text]: `Closed for stocktaking ${crypto.randomUUID().slice(0, 4)}.` });
    },
  },
  'POST /admin/site/availability': {
    action: 'site-draft_saved',
    request: async ({ owner }) => {
      const fields = await formOnPage(owner, '/admin/site/availability?family=pipes', '/admin/site/availability');
      const stock = Object.keys(fields).find((name) => name.startsWith('stock-'))!;
      return post(owner, '/admin/site/availability', { ...fields, [stock]: fields[stock] === 'in-stock' ? 'out-of-stock' : 'in-stock' });
    },
  },
  'POST /admin/site/quotations': {
    action: 'site-draft_saved',
    request: ({ owner }) =>
      post(owner, '/admin/site/quotations', {
        vat: 'vat-inclusive',
        tin: '123-456-789-000',
        paymentDetails: 'BDO Savings 0012 3456 7890',
        validityDays: '30',
        depositPercent: '40',
        paymentTerms: '40% down payment on order, balance before delivery.',
        leadTime: '5 working days from the down payment.',
        deliveryTerms: 'Free delivery within Imus and Bacoor.',
        notes: 'Prices per length of 6 m.',
      }),
  },
  'POST /admin/site/publish': {
    action: 'site-published',
    request: async ({ owner }) => {
      await post(owner, '/admin/site/hours', { ...hours(), 'saturday-closes': '12:30' });
      return post(owner, '/admin/site/publish', {});
    },
  },
  'POST /admin/site/revert/:version': {
    action: 'site-reverted',
    request: async ({ owner }) => {
      await post(owner, '/admin/site/hours', { ...hours(), 'saturday-closes': '11:30' });
      const published = await post(owner, '/admin/site/publish', {});
      const version = new URL(published.headers.get('location')!, origin).searchParams.get('published');
      await post(owner, '/admin/site/hours', { ...hours(), 'saturday-closes': '11:00' });
      await post(owner, '/admin/site/publish', {});
      return post(owner, `/admin/site/revert/${version}`, {});
    },
  },
  'POST /admin/site/projects/:id{[a-z0-9-]{1,40}}': {
    action: 'site-draft_saved',
    request: ({ owner }) => post(owner, '/admin/site/projects/new', projectFields(`Hood ${crypto.randomUUID().slice(0, 6)}`)),
  },
  'POST /admin/site/projects/:id/move': {
    action: 'site-draft_saved',
    request: async ({ owner }) => {
      await draftProject(owner);
      return post(owner, `/admin/site/projects/${await draftProject(owner)}/move`, { direction: 'up' });
    },
  },
  'POST /admin/site/projects/:id/delete': {
    action: 'site-draft_saved',
    request: async ({ owner }) => post(owner, `/admin/site/projects/${await draftProject(owner)}/delete`, { confirm: 'yes' }),
  },
  'POST /admin/site/projects/:id/photos/:hash/remove': {
    action: 'site-draft_saved',
    request: async ({ owner }) => {
      const { photo } = (await (await storedPhoto(owner)).json()) as { photo: { hash: string } };
      const title = `Railing ${crypto.randomUUID().slice(0, 6)}`;
      await post(owner, '/admin/site/projects/new', { ...projectFields(title), photos: JSON.stringify([photo]) });
      const draft = (await env.DB.prepare('SELECT facts FROM site_fact_drafts WHERE id = 1').first<{ facts: string }>())!;
      const id = (JSON.parse(draft.facts) as { projects: { id: string; title: string }[] }).projects.find(
        (project) => project.title === title,
      )!.id;
      return post(owner, `/admin/site/projects/${id}/photos/${photo.hash}/remove`, { confirm: 'yes' });
    },
  },
  'POST /admin/jobs/stages/:kind{(?:fabrication|supply)}': {
    action: 'job-stages-saved',
    request: async ({ owner }) =>
      post(owner, '/admin/jobs/stages/supply', await formOnPage(owner, '/admin/jobs/stages', '/admin/jobs/stages/supply')),
  },
  'POST /admin/jobs/:id{[0-9]+}/stage': {
    action: 'job-stage',
    lead: {},
    // Past "Shop drawing approval" without an approved drawing: the owner's confirmation goes with it.
    request: async ({ owner, leadId }) =>
      post(owner, `/admin/jobs/${await jobOn(leadId)}/stage`, { from: 'drawing-approval', to: 'materials', confirm: 'yes' }),
  },
  'POST /admin/jobs/:id{[0-9]+}/drawings': {
    action: 'job-drawing-sent',
    lead: {},
    request: async ({ owner, leadId }) => {
      const form = new FormData();
      form.set('drawing', new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'Tank GA.pdf', { type: 'application/pdf' }));
      return send(owner, 'POST', `/admin/jobs/${await jobOn(leadId)}/drawings`, form);
    },
  },
  'POST /admin/jobs/:id{[0-9]+}/photos': {
    action: 'job-photo',
    lead: {},
    request: async ({ owner, leadId }) => {
      const form = new FormData();
      form.set('photo', new File([webp(800, 600, `job-${crypto.randomUUID()}`)], 'weld.webp', { type: 'image/webp' }));
      return send(owner, 'POST', `/admin/jobs/${await jobOn(leadId)}/photos`, form);
    },
  },
  'POST /admin/jobs/:id{[0-9]+}/customer-note': {
    action: 'job-customer-note',
    lead: {},
    request: async ({ owner, leadId }) => post(owner, `/admin/jobs/${await jobOn(leadId)}/customer-note`, { note: 'Polishing this week.' }),
  },
  'POST /admin/jobs/:id{[0-9]+}/notes': {
    action: 'job-internal-note',
    lead: {},
    request: async ({ owner, leadId }) => post(owner, `/admin/jobs/${await jobOn(leadId)}/notes`, { text: 'Plates arrive Monday.' }),
  },
  'POST /admin/jobs/:id{[0-9]+}/dates': {
    action: 'job-dates',
    lead: {},
    request: async ({ owner, leadId }) =>
      post(owner, `/admin/jobs/${await jobOn(leadId)}/dates`, {
        promisedReadyOn: '2026-12-10',
        promisedDeliveryOn: '',
        deliveryWindow: '',
      }),
  },
  'POST /admin/jobs/:id{[0-9]+}/kind': {
    action: 'job-kind',
    lead: {},
    request: async ({ owner, leadId }) => post(owner, `/admin/jobs/${await jobOn(leadId)}/kind`, { kind: 'supply' }),
  },
  'POST /admin/jobs/:id{[0-9]+}/notices/:noticeId{[0-9]+}/send': {
    action: 'job-notice-sent-now',
    lead: {},
    request: async ({ owner, leadId }) => {
      const jobId = await jobOn(leadId);
      const at = new Date().toISOString();
      const eventId = await env.DB.prepare(
        "INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail) VALUES (?, ?, 'notice', ?, 'system', 'Email to the customer: Ready') RETURNING id",
      )
        .bind(jobId, leadId, at)
        .first<number>('id');
      const noticeId = await env.DB.prepare(
        "INSERT INTO job_notices (job_id, lead_id, event_id, channel, created_at, send_after, body, updated_at) VALUES (?, ?, ?, 'email', ?, '2099-01-01T00:00:00.000Z', 'Ready', ?) RETURNING id",
      )
        .bind(jobId, leadId, eventId, at, at)
        .first<number>('id');
      return post(owner, `/admin/jobs/${jobId}/notices/${noticeId}/send`, {});
    },
  },
  'POST /api/admin/site-photos': { action: 'site-photo_stored', request: ({ owner }) => storedPhoto(owner) },
  'POST /api/admin/push/subscription': {
    action: 'push-turned-on',
    request: async (fixture) =>
      pushCall(fixture, 'POST', '/subscription', {
        ...(await browserSubscription(`https://web.push.apple.com/on-${crypto.randomUUID()}`)),
        events: ['new-lead'],
      }),
  },
  'PUT /api/admin/push/subscription/events': {
    action: 'push-events-chosen',
    request: async (fixture) =>
      pushCall(fixture, 'PUT', '/subscription/events', { endpoint: (await phone(fixture)).endpoint, events: ['new-lead', 'follow-up'] }),
  },
  'DELETE /api/admin/push/subscription': {
    action: 'push-turned-off',
    request: async (fixture) => pushCall(fixture, 'DELETE', '/subscription', { endpoint: (await phone(fixture)).endpoint }),
  },
  'POST /api/admin/push/test': {
    action: 'push-tested',
    request: async (fixture) => pushCall(fixture, 'POST', '/test', { endpoint: (await phone(fixture)).endpoint }),
  },
  'POST /admin/account/passkeys/remove': {
    action: 'passkey-removed',
    request: async ({ owner }) => {
      const ownerId = (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(operatorEmail).first<{ id: number }>())!.id;
      const id = `audit-${crypto.randomUUID()}`;
      await env.DB.prepare("INSERT INTO passkeys (id, account_id, name, public_key, created_at) VALUES (?, ?, 'Old phone', 'AA', ?)")
        .bind(id, ownerId, new Date().toISOString())
        .run();
      return post(owner, '/admin/account/passkeys/remove', { passkey: id, confirm: 'yes' });
    },
  },
  'POST /api/admin/passkeys/registration': {
    action: 'passkey-added',
    request: async ({ owner }) => {
      const ownerId = (await env.DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(operatorEmail).first<{ id: number }>())!.id;
      await env.DB.prepare(
        "INSERT OR REPLACE INTO passkey_challenges (challenge, purpose, account_id, expires_at) VALUES (?, 'registration', ?, ?)",
      )
        .bind(fixtures.registration.challenge, ownerId, new Date(Date.now() + 5 * 60 * 1000).toISOString())
        .run();
      return send(
        owner,
        'POST',
        '/api/admin/passkeys/registration',
        JSON.stringify({ name: 'Pixel 7', response: fixtures.registration.response }),
        {
          'Content-Type': 'application/json',
        },
      );
    },
  },
  // A job's deliveries and heats: each writes a job event naming the person (jobs/delivery-routes.tsx).
  'POST /admin/jobs/:id{[0-9]+}/deliveries': {
    action: 'job-delivery',
    lead: {},
    request: async ({ owner, leadId }) => {
      const job = await insertJob([sheetsOnOrder], { lead: leadId });
      return post(owner, `/admin/jobs/${job.jobId}/deliveries`, tripFields(job.lineIds[0]!));
    },
  },
  'POST /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/out': {
    action: 'job-delivery',
    lead: {},
    request: async ({ owner, leadId }) => {
      const { jobId, tripId } = await scheduledTrip(owner, leadId);
      return post(owner, `/admin/jobs/${jobId}/deliveries/${tripId}/out`, {});
    },
  },
  'POST /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/cancel': {
    action: 'job-delivery',
    lead: {},
    request: async ({ owner, leadId }) => {
      const { jobId, tripId } = await scheduledTrip(owner, leadId);
      return post(owner, `/admin/jobs/${jobId}/deliveries/${tripId}/cancel`, {});
    },
  },
  'POST /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/edit': {
    action: 'job-delivery',
    lead: {},
    request: async ({ owner, leadId }) => {
      const { jobId, tripId } = await scheduledTrip(owner, leadId);
      return post(owner, `/admin/jobs/${jobId}/deliveries/${tripId}/edit`, {
        ...tripFields(0),
        revision: '0',
        driverName: 'Ramon Santos',
      });
    },
  },
  'POST /admin/jobs/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/delivered': {
    action: 'job-delivery',
    lead: {},
    request: async ({ owner, leadId }) => {
      const { jobId, tripId } = await scheduledTrip(owner, leadId);
      const form = new FormData();
      form.set('photo', new File([webp(640, 480, `delivered-${crypto.randomUUID()}`)], 'goods.webp', { type: 'image/webp' }));
      return send(owner, 'POST', `/admin/jobs/${jobId}/deliveries/${tripId}/delivered`, form);
    },
  },
  'POST /admin/jobs/:id{[0-9]+}/certificates': {
    action: 'job-certificate',
    lead: {},
    request: async ({ owner, leadId }) => {
      const job = await insertJob([sheetsOnOrder], { lead: leadId });
      return post(owner, `/admin/jobs/${job.jobId}/certificates`, {
        line: String(job.lineIds[0]),
        heat: (await certificateInLibrary()).heat,
      });
    },
  },
  'POST /admin/jobs/:id{[0-9]+}/certificates/remove': {
    action: 'job-certificate',
    lead: {},
    request: async ({ owner, leadId }) => {
      const job = await insertJob([sheetsOnOrder], { lead: leadId });
      const { id, heat } = await certificateInLibrary();
      await post(owner, `/admin/jobs/${job.jobId}/certificates`, { line: String(job.lineIds[0]), heat });
      return post(owner, `/admin/jobs/${job.jobId}/certificates/remove`, { line: String(job.lineIds[0]), certificate: String(id), heat });
    },
  },
  'POST /admin/certificates': {
    action: 'certificate-uploaded',
    request: ({ owner }) => {
      const form = new FormData();
      form.set('file', new File([samplePdf()], 'mtc.pdf', { type: 'application/pdf' }));
      for (const [name, value] of Object.entries({ heats: `AU${Date.now()}`, grade: '316L', product: 'Pipe NPS 2 Sch 10S' }))
        form.set(name, value);
      return send(owner, 'POST', '/admin/certificates', form);
    },
  },
  'POST /admin/certificates/:certificateId{[0-9]+}/delete': {
    action: 'certificate-deleted',
    request: async ({ owner }) => post(owner, `/admin/certificates/${(await certificateInLibrary()).id}/delete`, {}),
  },
  'POST /admin/certificates/stock': {
    action: 'stock-certificate-set',
    request: async ({ owner }) =>
      post(owner, '/admin/certificates/stock', { certificate: String((await certificateInLibrary()).id), stock: 'pipes/sch10s/316L' }),
  },
  'POST /admin/certificates/stock/clear': {
    action: 'stock-certificate-cleared',
    request: async ({ owner }) => {
      const stock = 'sheets-plates/sheet-4x8/316L';
      await post(owner, '/admin/certificates/stock', { certificate: String((await certificateInLibrary()).id), stock });
      return post(owner, '/admin/certificates/stock/clear', { stock });
    },
  },
};

/** A lead numbered after every other (Add lead takes the next number too). */
async function freshLead() {
  const last = await env.DB.prepare('SELECT COALESCE(MAX(id), 960000) AS id FROM leads').first<{ id: number }>();
  return (await insertLead({ id: last!.id + 1, createdAt: new Date().toISOString() })).id;
}

async function prepareLead(needs: NonNullable<ActionCase['lead']>): Promise<number> {
  const id = await freshLead();
  if (needs.spam) await env.DB.prepare("UPDATE leads SET spam_reason = 'Sent in 2 seconds.' WHERE id = ?").bind(id).run();
  if (needs.followUp) await env.DB.prepare("UPDATE leads SET follow_up_on = '2026-12-01' WHERE id = ?").bind(id).run();
  if (needs.inboundMessage) {
    const row = await env.DB.prepare(
      "INSERT INTO inbound_messages (lead_id, created_at, kind, from_address, subject, text) VALUES (?, ?, 'reply', 'maria@santosfood.example', 'Re: tanks', 'Here is the drawing.') RETURNING id",
    )
      .bind(id, new Date().toISOString())
      .first<{ id: number }>();
    inboundMessageId = row!.id;
  }
  return id;
}

/** Runs one case and says what went wrong, or null when it succeeded and the audit lists it under the person. */
async function outcome(route: string, test: ActionCase, fixture: Fixture): Promise<string | null> {
  const leadId = test.lead ? await prepareLead(test.lead) : fixture.leadId;
  const before = new Date(Date.now() - 1000).toISOString();
  // A session of its own: changing the password ends the others.
  const response = await test.request({ ...fixture, owner: await operator(), leadId });
  const body = await response.text();
  if (response.status >= 400) return `${route}: the request did not succeed (${response.status}: ${body.slice(0, 200)})`;
  const actor = test.actor?.() ?? operatorEmail;
  const rows = await auditRows(env.DB, actor, 0, 50);
  const listed = rows.some(
    (row) => row.action === test.action && row.at >= before && (!test.lead || test.action === 'erased' || row.lead_id === leadId),
  );
  return listed ? null : `${route}: succeeded (${response.status}) but the audit lists no "${test.action}" by ${actor}`;
}

describe('the audit of every dashboard action', () => {
  it('has a succeeding request, or a stated other witness, for every state-changing dashboard route', () => {
    const known = new Set([...Object.keys(cases), ...Object.keys(otherWitness)]);
    expect(stateChangingRoutes().filter((route) => !known.has(route))).toEqual([]);
    expect([...known].filter((route) => !stateChangingRoutes().includes(route))).toEqual([]);
  });

  it('lists each action under the person who did it as soon as the route succeeds', { timeout: 180_000 }, async () => {
    const owner = await operator();
    const fixture: Fixture = { owner, leadId: await freshLead(), pushEnvironment: (await pushEnv()).environment };
    const problems: string[] = [];
    for (const [route, test] of Object.entries(cases)) {
      const problem = await outcome(route, test, fixture);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});

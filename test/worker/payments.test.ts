// Paying an accepted quotation: "Pay now" creates PayMongo's documented Checkout Session, only a
// correctly signed webhook (test or live mode, fresh, processed once by the queue) marks money
// paid, a failure after the success undoes nothing, a wrong amount is not taken as paid; proofs of
// transfer are refused for a bad type and confirmed or rejected by the owner; cash is recorded by
// hand; and each confirmed payment emails the acknowledgement PDF with the BIR phrase.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quotationTotals } from '../../src/shared/quotation-money';
import type { QuotationDocument } from '../../src/shared/quotation';
import { leadReference } from '../../src/shared/quote-request';
import type { WorkerEnv } from '../../src/worker/app-env';
import worker from '../../src/worker/index';
import { newToken } from '../../src/worker/quotation-records/token';
import { asOperator, operator, postForm } from './admin-helpers';
import { insertLead } from './lead-rows';
import { json, mockOutbound } from './outbound';
import { pdfText } from './pdf-text';
import { runJobs } from './queue-helpers';
import { origin, requestAsSent, sampleExe, samplePng, workerEnv } from './quote-helpers';

const webhookSecret = 'whsk_vitestPaymongoWebhookSecret0123';
const testKey = 'sk_test_vitestPaymongoSecretKey0123';
const deployment = (vars: Partial<WorkerEnv> = {}): WorkerEnv =>
  ({ ...workerEnv, PAYMONGO_SECRET_KEY: testKey, PAYMONGO_WEBHOOK_SECRET: webhookSecret, ...vars }) as WorkerEnv;

afterEach(() => {
  vi.restoreAllMocks();
});

async function request(environment: WorkerEnv, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    await requestAsSent(`${origin}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'cf-connecting-ip': '203.0.113.77', ...(init.headers as Record<string, string>) },
    }),
    environment,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** A sent quotation: one line of ₱73,680.00 before VAT, so ₱82,521.60 with VAT and a 50% down payment of ₱41,260.80. */
async function sentQuotation(leadId: number) {
  const createdAt = '2026-11-20T01:00:00.000Z';
  await insertLead({ id: leadId, createdAt, fullName: 'Ana Reyes', status: 'quoted' });
  const reference = leadReference(leadId, createdAt);
  const line = { kind: 'goods' as const, quantityMilli: 1000, unitPriceCentavos: 7_368_000, discountBasisPoints: 0 };
  const totals = quotationTotals([line], { vat: 'vat-exclusive', discount: { kind: 'none' }, withholding: false, depositPercent: 50 });
  const document: QuotationDocument = {
    reference,
    issuedOn: '2026-11-27',
    validUntil: '2099-12-31',
    business: {
      name: 'Cavite Stainless',
      address: 'Imus, Cavite',
      phone: '+63 46 123 4567',
      email: 'sales@stainless.example',
      tin: null,
      vat: 'vat-exclusive',
      paymentDetails: 'BPI 1234-5678-90\nGCash 0917 123 4567',
    },
    customer: { name: 'Ana Reyes', company: null, email: 'maria@santosfood.example', phone: '+639171234567' },
    lines: [{ ...line, description: 'Jacketed mixing tank, 1,000 L', unit: 'unit', amountCentavos: totals.lineAmounts[0]! }],
    discount: { kind: 'none' },
    withholding: false,
    totals,
    terms: {
      validityDays: 15,
      depositPercent: 50,
      paymentTerms: '50% down payment, balance on delivery.',
      leadTime: '3 weeks',
      deliveryTerms: 'Delivered in Cavite',
      notes: '',
    },
    preparedBy: 'owner@stainless.example',
  } as QuotationDocument;
  const quotation = await env.DB.prepare(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'owner', '{}', ?, 'owner') RETURNING id`,
  )
    .bind(leadId, createdAt, createdAt)
    .first<{ id: number }>();
  const { token, hash } = await newToken();
  const version = await env.DB.prepare(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos)
     VALUES (?, ?, 0, ?, 'owner', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(quotation!.id, leadId, createdAt, hash, document.validUntil, JSON.stringify(document), totals.total)
    .first<{ id: number }>();
  return { token, versionId: version!.id, reference, totals };
}

const sameSite = { Origin: origin };

async function acceptedQuotation(leadId: number) {
  const sent = await sentQuotation(leadId);
  const body = new FormData();
  for (const [name, value] of Object.entries({ name: 'Ana Reyes', position: 'Owner', acceptTerms: 'yes' })) body.set(name, value);
  const accepted = await request(deployment(), `/quotation/${sent.token}/accept`, { method: 'POST', headers: sameSite, body });
  expect(accepted.status).toBe(303);
  return sent;
}

const payNow = (environment: WorkerEnv, token: string, amount: string) =>
  request(environment, `/quotation/${token}/pay`, { method: 'POST', headers: sameSite, body: new URLSearchParams({ amount }) });

/** PayMongo's answer to "Create a Checkout Session", in its documented shape. */
function checkoutSessionAnswer(sessionId: string, intentId: string) {
  return {
    data: {
      id: sessionId,
      type: 'checkout_session',
      attributes: {
        billing: null,
        checkout_url: `https://checkout.paymongo.com/${sessionId}#dGVzdA`,
        client_key: `${intentId}_client_abc`,
        description: 'Down payment',
        line_items: [],
        livemode: false,
        merchant: 'Cavite Stainless',
        payments: [],
        payment_intent: {
          id: intentId,
          type: 'payment_intent',
          attributes: { amount: 4_126_080, currency: 'PHP', status: 'awaiting_payment_method' },
        },
        payment_method_types: ['qrph'],
        reference_number: 'Q',
        send_email_receipt: false,
        show_description: true,
        show_line_items: true,
        status: 'active',
        success_url: 'https://stainless.example/',
        created_at: 1_764_300_000,
        updated_at: 1_764_300_000,
        metadata: null,
      },
    },
  };
}

/** "Pay now" against the mocked PayMongo API: the session's id and intent, and the request PayMongo got. */
async function startCheckout(token: string, amount: string, environment = deployment()) {
  const sessionId = `cs_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
  const intentId = `pi_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
  const requests = mockOutbound({
    'https://api.paymongo.com/v1/checkout_sessions': () => json(checkoutSessionAnswer(sessionId, intentId)),
  });
  const response = await payNow(environment, token, amount);
  vi.restoreAllMocks();
  return { response, requests, sessionId, intentId };
}

/** A payment resource as PayMongo's events carry it. */
const paymentResource = (intentId: string, amount: number, status: 'paid' | 'failed', currency = 'PHP') => ({
  id: `pay_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`,
  type: 'payment',
  attributes: {
    amount,
    currency,
    description: 'Down payment',
    fee: 61_891,
    net_amount: amount - 61_891,
    livemode: false,
    status,
    source: { id: 'src_abc', type: 'gcash' },
    payment_intent_id: intentId,
    paid_at: status === 'paid' ? 1_764_300_100 : null,
    created_at: 1_764_300_090,
    updated_at: 1_764_300_100,
  },
});

const eventOf = (type: string, data: unknown, livemode = false, id = `evt_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`) => ({
  data: {
    id,
    type: 'event',
    attributes: { type, livemode, data, previous_data: {}, created_at: 1_764_300_100, updated_at: 1_764_300_100 },
  },
});

const paidSessionEvent = (sessionId: string, intentId: string, amount: number, currency = 'PHP') =>
  eventOf('checkout_session.payment.paid', {
    id: sessionId,
    type: 'checkout_session',
    attributes: { payment_intent: { id: intentId }, payments: [paymentResource(intentId, amount, 'paid', currency)], status: 'active' },
  });

/** HMAC-SHA256 in hex, by Web Crypto here (not the worker's code; checked against a vector computed elsewhere below). */
async function hmacHex(secret: string, text: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return [...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** Paymongo-Signature as PayMongo makes it: `t=<seconds>,te=<test mode hex>,li=<live mode hex>` over `<t>.<raw body>`. */
async function signed(body: string, { mode = 'test', secret = webhookSecret, at = Math.floor(Date.now() / 1000) } = {}) {
  const signature = await hmacHex(secret, `${at}.${body}`);
  return `t=${at},te=${mode === 'test' ? signature : ''},li=${mode === 'live' ? signature : ''}`;
}

it('signs as the known answer (computed with Python hmac) says', async () => {
  expect(await hmacHex(webhookSecret, '1764300100.{"data":{"id":"evt_known"}}')).toBe(
    '4f59f2d173bfe53ab65794b0a45f39995779859ed89218da24d5688d0a9ae4c7',
  );
});

async function postEvent(event: unknown, options: Parameters<typeof signed>[1] = {}, environment = deployment()) {
  const body = JSON.stringify(event);
  return request(environment, '/api/paymongo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Paymongo-Signature': await signed(body, options) },
    body,
  });
}

/** The queue's consumer on the event, as the platform would run it. */
const processEvent = (eventId: string, environment = deployment()) =>
  runJobs([{ job: { kind: 'paymongo-event', eventId }, attempts: 1 }], environment);

const paymentsOf = (leadId: number) =>
  env.DB.prepare('SELECT * FROM quotation_payments WHERE lead_id = ? ORDER BY id')
    .bind(leadId)
    .all<{
      id: number;
      status: string;
      amount_centavos: number;
      problem: string | null;
      provider_method: string | null;
      fee_centavos: number | null;
    }>()
    .then((result) => result.results);

const paidOf = async (leadId: number) =>
  (await env.DB.prepare('SELECT paid_centavos FROM leads WHERE id = ?').bind(leadId).first<number>('paid_centavos'))!;

async function acknowledgements(leadId: number) {
  const { results } = await env.DB.prepare(
    `SELECT m.subject, m.text, a.r2_key, a.file_name FROM lead_messages m JOIN lead_message_attachments a ON a.message_id = m.id
     WHERE m.lead_id = ? AND m.sender = 'Website (payment acknowledgement)' ORDER BY m.id`,
  )
    .bind(leadId)
    .all<{ subject: string; text: string; r2_key: string; file_name: string }>();
  return results;
}

describe('paying an accepted quotation', { timeout: 30_000 }, () => {
  it('shows the down payment due, paid and balance, and Pay now sends PayMongo the documented session request', async () => {
    const { token, versionId, reference } = await acceptedQuotation(790001);
    const page = await (await request(deployment(), `/quotation/${token}`)).text();
    expect(page).toContain('Down payment due (50%)');
    expect(page).toContain('₱41,260.80');
    expect(page).toMatch(/Balance<\/dt><dd><strong>₱82,521.60<\/strong>/);
    expect(page).toContain('I paid by bank transfer / GCash');

    const { response, requests, sessionId, intentId } = await startCheckout(token, '41,260.80');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`https://checkout.paymongo.com/${sessionId}#dGVzdA`);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.headers.authorization).toBe(`Basic ${btoa(`${testKey}:`)}`);
    expect(sent!.headers['content-type']).toBe('application/json');
    const payment = (await paymentsOf(790001))[0]!;
    expect(JSON.parse(sent!.body)).toEqual({
      data: {
        attributes: {
          line_items: [{ name: `Down payment on quotation ${reference}`, amount: 4_126_080, currency: 'PHP', quantity: 1 }],
          payment_method_types: ['qrph'],
          description: expect.stringContaining(`Down payment on quotation ${reference}`),
          reference_number: reference,
          success_url: `${origin}/quotation/${token}?payment=returned`,
          cancel_url: `${origin}/quotation/${token}?payment=cancelled`,
          send_email_receipt: false,
          show_description: true,
          show_line_items: true,
          metadata: { quotation_version_id: String(versionId), lead_id: '790001', payment_id: String(payment.id), reference },
        },
      },
    });
    expect(payment).toMatchObject({ status: 'checkout', amount_centavos: 4_126_080 });
    expect(
      await env.DB.prepare('SELECT checkout_session_id, payment_intent_id FROM quotation_payments WHERE id = ?').bind(payment.id).first(),
    ).toEqual({
      checkout_session_id: sessionId,
      payment_intent_id: intentId,
    });

    // Back from the checkout, nothing is shown paid before the webhook says so.
    const returned = await (await request(deployment(), `/quotation/${token}?payment=returned`)).text();
    expect(returned).toContain('we are confirming your payment');
    expect(returned).toContain('http-equiv="refresh"');
    expect(returned).toMatch(/Paid<\/dt><dd>₱0.00/);
    expect(await paidOf(790001)).toBe(0);
  });

  it('refuses amounts over the balance or under PayMongo minimum, and payment before acceptance', async () => {
    const sent = await sentQuotation(790002);
    expect((await payNow(deployment(), sent.token, '1,000')).status).toBe(409);
    await acceptedQuotation(790003).then(async ({ token }) => {
      const over = await payNow(deployment(), token, '90,000');
      expect(over.status).toBe(400);
      expect(await over.text()).toContain('The balance is ₱82,521.60');
      expect((await payNow(deployment(), token, '5')).status).toBe(400);
      expect((await payNow(deployment(), token, 'lots')).status).toBe(400);
    });
    expect(await paymentsOf(790003)).toEqual([]);
  });

  it('marks the payment paid only from a signed event, once, emails the acknowledgement, and a later failure undoes nothing', async () => {
    const { token } = await acceptedQuotation(790010);
    const { sessionId, intentId } = await startCheckout(token, '41,260.80');
    const event = paidSessionEvent(sessionId, intentId, 4_126_080);

    const received = await postEvent(event);
    expect(received.status).toBe(200);
    // The answer is given before the work: nothing is paid until the queue runs.
    expect(await paidOf(790010)).toBe(0);
    const withTelegram = deployment({ TELEGRAM_BOT_TOKEN: '123456:vitest-bot', TELEGRAM_CHAT_ID: '-100200300' });
    await processEvent(event.data.id, withTelegram);
    const [payment] = await paymentsOf(790010);
    expect(payment).toMatchObject({ status: 'paid', provider_method: 'gcash', fee_centavos: 61_891 });
    expect(await paidOf(790010)).toBe(4_126_080);

    // PayMongo retries: the same event again changes nothing.
    expect((await postEvent(event)).status).toBe(200);
    await processEvent(event.data.id);
    expect(await paidOf(790010)).toBe(4_126_080);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM quotation_events WHERE lead_id = ? AND kind = 'paid'").bind(790010).first('n'),
    ).toBe(1);

    // A failure of the same intent arriving late leaves it paid.
    const failed = eventOf('payment.failed', paymentResource(intentId, 4_126_080, 'failed'));
    expect((await postEvent(failed)).status).toBe(200);
    await processEvent(failed.data.id);
    expect((await paymentsOf(790010))[0]!.status).toBe('paid');
    expect(await paidOf(790010)).toBe(4_126_080);

    const [acknowledgement, ...more] = await acknowledgements(790010);
    expect(more).toEqual([]);
    expect(acknowledgement!.subject).toContain('Payment received: ₱41,260.80');
    expect(acknowledgement!.text).toContain('Balance: ₱41,260.80');
    const pdf = await env.UPLOADS.get(acknowledgement!.r2_key);
    const text = await pdfText(new Uint8Array(await pdf!.arrayBuffer()));
    expect(text).toContain('Acknowledgement of payment');
    expect(text).toContain('not an invoice');
    expect(text).toContain('THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX');
    expect(text).toContain('PHP 41,260.80');
    expect(text).toContain('GCash');
    expect(text).toContain((event.data.attributes.data as { attributes: { payments: { id: string }[] } }).attributes.payments[0]!.id);

    // The owner is alerted on every channel with what came in, and the customer's page shows it.
    const alert = await env.DB.prepare(
      "SELECT id FROM lead_alerts WHERE lead_id = ? AND kind = 'quotation-answer' AND channel = 'telegram'",
    )
      .bind(790010)
      .first<number>('id');
    const telegram = mockOutbound({ 'https://api.telegram.org/bot123456:vitest-bot/sendMessage': () => json({ ok: true, result: {} }) });
    await runJobs([{ job: { kind: 'alert', alertId: alert! }, attempts: 1 }], withTelegram);
    expect(JSON.parse(telegram[0]!.body).text).toContain(
      `₱41,260.80 paid by GCash on ${leadReference(790010, '2026-11-20T01:00:00.000Z')}`,
    );
    vi.restoreAllMocks();
    const page = await (await request(deployment(), `/quotation/${token}?payment=returned`)).text();
    expect(page).toContain('PayMongo has confirmed your payment');
    expect(page).not.toContain('http-equiv="refresh"');
    expect(page).toMatch(/Paid<\/dt><dd>₱41,260.80/);
    expect(page).toMatch(/Balance<\/dt><dd><strong>₱41,260.80/);
  });

  it('takes a second part payment, and a payment whose amount differs from the one asked is not taken as paid', async () => {
    const { token } = await acceptedQuotation(790020);
    const first = await startCheckout(token, '20,000');
    const wrong = paidSessionEvent(first.sessionId, first.intentId, 100);
    expect((await postEvent(wrong)).status).toBe(200);
    await processEvent(wrong.data.id);
    const [payment] = await paymentsOf(790020);
    expect(payment!.status).toBe('checkout');
    expect(payment!.problem).toContain('₱20,000.00 was asked');
    const dollars = paidSessionEvent(first.sessionId, first.intentId, 2_000_000, 'USD');
    await postEvent(dollars);
    await processEvent(dollars.data.id);
    expect(await paidOf(790020)).toBe(0);

    const right = paidSessionEvent(first.sessionId, first.intentId, 2_000_000);
    await postEvent(right);
    await processEvent(right.data.id);
    const second = await startCheckout(token, '21,260.80');
    const secondPaid = eventOf('payment.paid', paymentResource(second.intentId, 2_126_080, 'paid'));
    await postEvent(secondPaid);
    await processEvent(secondPaid.data.id);
    expect(await paidOf(790020)).toBe(4_126_080);
  });

  it('checks te in test mode and li in live mode, refuses stale, wrong and missing signatures, and acknowledges unknown types', async () => {
    const { token } = await acceptedQuotation(790030);
    const { sessionId, intentId } = await startCheckout(token, '41,260.80');
    const live = deployment({ PAYMONGO_SECRET_KEY: 'sk_live_vitestPaymongoLiveKey' });

    // A live deployment checks li, and takes live events only.
    const liveEvent = paidSessionEvent(sessionId, intentId, 4_126_080);
    liveEvent.data.attributes.livemode = true;
    expect((await postEvent(liveEvent, { mode: 'test' }, live)).status).toBe(401);
    expect((await postEvent(liveEvent, { mode: 'live' }, live)).status).toBe(200);
    // A test-mode event reaching the live deployment, however signed, is not stored.
    const testEvent = paidSessionEvent(sessionId, intentId, 4_126_080);
    expect((await postEvent(testEvent, { mode: 'live' }, live)).status).toBe(200);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM paymongo_events WHERE id = ?').bind(testEvent.data.id).first('n')).toBe(0);
    // A test deployment checks te.
    expect((await postEvent(testEvent, { mode: 'live' })).status).toBe(401);

    const stale = await postEvent(testEvent, { at: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    expect((await postEvent(testEvent, { secret: 'whsk_someone_else' })).status).toBe(401);
    const unsigned = await request(deployment(), '/api/paymongo', { method: 'POST', body: JSON.stringify(testEvent) });
    expect(unsigned.status).toBe(401);
    expect((await postEvent(testEvent, {}, deployment({ PAYMONGO_WEBHOOK_SECRET: '' }))).status).toBe(503);

    const unknown = eventOf('source.chargeable', { id: 'src_abc', type: 'source', attributes: {} });
    expect((await postEvent(unknown)).status).toBe(200);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM paymongo_events WHERE id = ?').bind(unknown.data.id).first('n')).toBe(0);
    // Signed nonsense is refused with a 400, never a 500.
    const garbage = '{"data": ';
    const refused = await request(deployment(), '/api/paymongo', {
      method: 'POST',
      headers: { 'Paymongo-Signature': await signed(garbage) },
      body: garbage,
    });
    expect(refused.status).toBe(400);
    expect(await paidOf(790030)).toBe(0);
  });
});

describe('a proof of transfer and money recorded by hand', { timeout: 30_000 }, () => {
  const proofForm = (file: File, fields: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ reference: 'BPI-7788', paidAmount: '41,260.80', ...fields })) body.set(name, value);
    body.set('proof', file);
    return body;
  };

  it('refuses a proof that is not an image or PDF, and the owner confirms a real one with one tap', async () => {
    const { token } = await acceptedQuotation(790040);
    const post = (body: FormData) => request(workerEnv, `/quotation/${token}/proof`, { method: 'POST', headers: sameSite, body });

    const program = await post(proofForm(new File([sampleExe()], 'transfer.pdf', { type: 'application/pdf' })));
    expect(program.status).toBe(415);
    expect(await program.text()).toContain('does not look like a real .pdf file');
    const drawing = await post(proofForm(new File(['0\nSECTION\n'], 'transfer.dxf')));
    expect(drawing.status).toBe(415);
    expect(await drawing.text()).toContain('attach the proof as PDF, JPG or PNG');
    expect((await post(proofForm(new File([samplePng()], 'transfer.png'), { reference: '' }))).status).toBe(400);
    expect(await paymentsOf(790040)).toEqual([]);

    const sent = await post(proofForm(new File([samplePng()], 'transfer.png', { type: 'image/png' })));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/quotation/${token}?payment=proof`);
    const [proof] = await paymentsOf(790040);
    expect(proof).toMatchObject({ status: 'proof', amount_centavos: 4_126_080 });
    // Not paid until the owner says so.
    expect(await paidOf(790040)).toBe(0);

    const session = await operator();
    const overview = await (await asOperator(session, '/admin')).text();
    expect(overview).toContain('Proof of a ₱41,260.80 transfer');
    const confirmed = await postForm(session, `/admin/leads/790040/payments/${proof!.id}/confirm`, {});
    expect(confirmed.status).toBe(303);
    expect(await paidOf(790040)).toBe(4_126_080);
    expect((await postForm(session, `/admin/leads/790040/payments/${proof!.id}/confirm`, {})).status).toBe(409);
    const lead = await (await asOperator(session, '/admin/leads/790040')).text();
    expect(lead).toContain('<strong>Paid ₱41,260.80</strong> · balance ₱41,260.80');
    expect(lead).toContain('payment received');
    const [acknowledgement] = await acknowledgements(790040);
    expect(await pdfText(new Uint8Array(await (await env.UPLOADS.get(acknowledgement!.r2_key))!.arrayBuffer()))).toContain(
      'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX',
    );
    const audit = await (await asOperator(session, '/admin/audit')).text();
    expect(audit).toContain('Confirmed a proof of payment: ₱41,260.80');
  });

  it('rejects a proof with the reason emailed to the customer, and records cash by hand', async () => {
    const { token } = await acceptedQuotation(790050);
    await request(workerEnv, `/quotation/${token}/proof`, {
      method: 'POST',
      headers: sameSite,
      body: proofForm(new File([samplePng()], 'transfer.png'), { paidAmount: '10,000' }),
    });
    const [proof] = await paymentsOf(790050);
    const session = await operator();
    expect((await postForm(session, `/admin/leads/790050/payments/${proof!.id}/reject`, { reason: '' })).status).toBe(400);
    expect(
      (await postForm(session, `/admin/leads/790050/payments/${proof!.id}/reject`, { reason: 'Not in our BPI account yet.' })).status,
    ).toBe(303);
    const told = await env.DB.prepare("SELECT text FROM lead_messages WHERE lead_id = ? AND subject LIKE '%proof of payment%'")
      .bind(790050)
      .first<string>('text');
    expect(told).toContain('Not in our BPI account yet.');
    expect((await paymentsOf(790050))[0]!.status).toBe('rejected');
    expect((await postForm(session, `/admin/leads/790050/payments/${proof!.id}/confirm`, {})).status).toBe(409);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect((await postForm(session, '/admin/leads/790050/payments', { amount: '100,000', method: 'cash', receivedOn: today })).status).toBe(
      400,
    );
    expect((await postForm(session, '/admin/leads/790050/payments', { amount: '5,000', method: 'barter', receivedOn: today })).status).toBe(
      400,
    );
    expect(
      (await postForm(session, '/admin/leads/790050/payments', { amount: '5,000', method: 'cash', receivedOn: '2099-01-01' })).status,
    ).toBe(400);
    const recorded = await postForm(session, '/admin/leads/790050/payments', {
      amount: '5,000',
      method: 'cheque',
      reference: 'BDO 001122',
      receivedOn: today,
    });
    expect(recorded.status).toBe(303);
    expect(await paidOf(790050)).toBe(500_000);
    const page = await (await asOperator(session, '/admin/leads/790050/payments')).text();
    expect(page).toContain('Balance');
    expect(page).toContain('₱77,521.60');
    const audit = await (await asOperator(session, '/admin/audit')).text();
    expect(audit).toContain('Recorded a payment by cheque: ₱5,000.00');
    expect(audit).toContain('Rejected a proof of payment: ₱10,000.00');
  });
});

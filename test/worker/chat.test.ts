// Messenger and WhatsApp in the inbox: Meta's signed webhooks (documented payloads) become leads
// with their messages and photos, and the owner's answers go out through the delivery queue as
// the Send API and the Cloud API document them, within each platform's window.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import { operator, type OperatorSession } from './admin-helpers';
import {
  appSecret,
  chatEnv,
  deliver,
  fetchWorker,
  graph,
  hubSignature,
  messengerPayload,
  pageId,
  phoneNumberId,
  rows,
  verifyToken,
  whatsappPayload,
} from './chat-helpers';
import { jpeg } from './image-bytes';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { origin, workerEnv } from './quote-helpers';
import { isSignedBody } from '../../src/worker/chat/signature';
import { requiredRole } from './route-roles';
import { leadReference } from '../../src/shared/quote-request';
import { recordChatEventFailure } from '../../src/worker/chat/store';
import { sweep } from '../../src/worker/scheduled/sweep';
import { createLogger } from '../../src/shared/logger';

const quietLogger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } });

const dayMs = 24 * 60 * 60 * 1000;

/** Every job the worker put on the queue while `run` ran. */
async function queuedBy(run: () => Promise<unknown>): Promise<DeliveryJob[]> {
  const sendBatch = vi.spyOn(chatEnv.DELIVERY_QUEUE, 'sendBatch');
  await run();
  const jobs = sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body as DeliveryJob));
  sendBatch.mockRestore();
  return jobs;
}

const chatJobs = (jobs: DeliveryJob[]) => jobs.filter((job) => job.kind === 'chat-in' || job.kind === 'chat-reply');

interface LeadRow {
  id: number;
  created_at: string;
  full_name: string;
  phone: string;
  email: string;
  source: string;
  campaign: string | null;
  awaiting_reply_since: string | null;
  status: string;
}

const leadOf = async (channel: string, personId: string) =>
  (
    await rows<LeadRow>(
      'SELECT l.* FROM leads l WHERE l.id IN (SELECT lead_id FROM chat_messages WHERE channel = ? AND person_id = ?)',
      channel,
      personId,
    )
  )[0];

const profileUrl = (psid: string) => `${graph}/v25.0/${psid}?fields=first_name,last_name`;

/** A Messenger message delivered and handled, the profile answered with this name. */
async function messengerMessage(psid: string, mid: string, extra: Partial<Parameters<typeof messengerPayload>[0]> = {}, routes = {}) {
  const jobs = await queuedBy(() => deliver('messenger', messengerPayload({ psid, mid, ...extra })));
  mockOutbound({ [profileUrl(psid)]: () => json({ first_name: 'Ana', last_name: 'Cruz', id: psid }), ...routes });
  const result = await runJobs(
    chatJobs(jobs).map((job) => ({ job, attempts: 1 })),
    chatEnv,
  );
  vi.restoreAllMocks();
  return result;
}

describe('the webhooks: handshake and signature', () => {
  it('answers the verification handshake with the challenge only for the right verify token', async () => {
    const handshake = (token: string, mode = 'subscribe') =>
      fetchWorker(`/api/webhooks/messenger?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`);
    const right = await handshake(verifyToken);
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('1158201444');
    const wrong = await handshake('verify-token-for-vitest-5b2d');
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
    expect((await handshake(verifyToken, 'unsubscribe')).status).toBe(403);
    const whatsapp = await fetchWorker(`/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=99`);
    expect(await whatsapp.text()).toBe('99');
  });

  it('is not there at all without the secrets: nothing changes for the site', async () => {
    const body = JSON.stringify(messengerPayload({ psid: '1', mid: 'm_1', text: 'Hi' }));
    const post = await fetchWorker(
      '/api/webhooks/messenger',
      { method: 'POST', body, headers: { 'X-Hub-Signature-256': await hubSignature(body) } },
      workerEnv,
    );
    expect(post.status).toBe(404);
    expect((await fetchWorker(`/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`, {}, workerEnv)).status).toBe(
      404,
    );
  });

  it('refuses a body whose X-Hub-Signature-256 does not match, logs it, and keeps nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payload = messengerPayload({ psid: '26000000000000001', mid: 'm_forged', text: 'Forged' });
    const forged = await hubSignature(JSON.stringify(payload), 'not-the-app-secret');
    const jobs = await queuedBy(async () => {
      expect((await deliver('messenger', payload, forged)).status).toBe(401);
      expect((await deliver('messenger', payload, 'sha1=abc')).status).toBe(401);
      const body = JSON.stringify(payload);
      const unsigned = await fetchWorker('/api/webhooks/messenger', { method: 'POST', body });
      expect(unsigned.status).toBe(401);
      // Signed for another body: one changed byte.
      expect(
        (
          await deliver(
            'whatsapp',
            whatsappPayload({ waId: '639171110000', wamid: 'wamid.forged', text: 'x' }),
            await hubSignature(`${JSON.stringify(payload)} `),
          )
        ).status,
      ).toBe(401);
    });
    expect(jobs).toEqual([]);
    expect(await rows('SELECT id FROM chat_events')).toEqual([]);
    expect(warn.mock.calls.flat().join(' ')).toContain('X-Hub-Signature-256');
  });

  it('checks the signature as Meta computes it (a known answer)', async () => {
    const body = new TextEncoder().encode('{"object":"page","entry":[]}');
    expect(await isSignedBody(appSecret, body, 'sha256=a424aa865b8ec238be651edccbd9aa542b5182fa78c5de3a4d6e786396ab2f2c')).toBe(true);
    expect(await isSignedBody(appSecret, body, 'sha256=a424aa865b8ec238be651edccbd9aa542b5182fa78c5de3a4d6e786396ab2f2d')).toBe(false);
  });

  it('answers 200 to unknown events and to another Page or number, and keeps nothing', async () => {
    const jobs = await queuedBy(async () => {
      const read = {
        object: 'page',
        entry: [
          { id: pageId, time: 1, messaging: [{ sender: { id: '1' }, recipient: { id: pageId }, timestamp: 1, read: { watermark: 1 } }] },
        ],
      };
      expect((await deliver('messenger', read)).status).toBe(200);
      expect((await deliver('messenger', { object: 'instagram', entry: [] })).status).toBe(200);
      expect((await deliver('messenger', messengerPayload({ psid: '2', mid: 'm_other_page', text: 'Hi', page: '999999' }))).status).toBe(
        200,
      );
      expect(
        (await deliver('whatsapp', whatsappPayload({ waId: '639170000000', wamid: 'wamid.other', text: 'Hi', phone: '111' }))).status,
      ).toBe(200);
      const statuses = {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '1',
            changes: [
              { field: 'messages', value: { metadata: { phone_number_id: phoneNumberId }, statuses: [{ id: 'wamid.x', status: 'read' }] } },
            ],
          },
        ],
      };
      expect((await deliver('whatsapp', statuses)).status).toBe(200);
    });
    expect(jobs).toEqual([]);
    expect(await rows('SELECT id FROM chat_events')).toEqual([]);
  });
});

describe('a Messenger conversation becomes a lead', () => {
  it('makes a lead from the first message: source Messenger, the profile name, needing a reply, the owner alerted', async () => {
    const psid = '26000000000000010';
    const jobs = await queuedBy(() =>
      deliver('messenger', messengerPayload({ psid, mid: 'm_first_10', text: 'Magkano po ang 304 sheet 1.5mm?' })),
    );
    // The answer only queues the message itself; the consumer stores it.
    expect(chatJobs(jobs)).toEqual([
      {
        kind: 'chat-in',
        event: expect.objectContaining({
          channel: 'messenger',
          messageId: 'm_first_10',
          personId: psid,
          text: 'Magkano po ang 304 sheet 1.5mm?',
        }),
      },
    ]);
    expect(await rows('SELECT id FROM chat_events WHERE platform_message_id = ?', 'm_first_10')).toEqual([]);
    const sent = mockOutbound({ [profileUrl(psid)]: () => json({ first_name: 'Ana', last_name: 'Cruz', id: psid }) });
    const alertJobs = await queuedBy(() => runJobs([{ job: chatJobs(jobs)[0]!, attempts: 1 }], chatEnv));
    expect(sent[0]!.headers.authorization).toBe('Bearer EAAPageTokenForVitest');
    const lead = (await leadOf('messenger', psid))!;
    expect(lead).toMatchObject({ full_name: 'Ana Cruz', source: 'messenger', campaign: null, email: '', phone: '', status: 'new' });
    expect(lead.awaiting_reply_since).not.toBeNull();
    const alerts = await rows<{ id: number; kind: string }>('SELECT id, kind FROM lead_alerts WHERE lead_id = ?', lead.id);
    expect(alerts.map((alert) => alert.kind)).toEqual(['new-lead']);
    expect(alertJobs).toContainEqual({ kind: 'alert', alertId: alerts[0]!.id });
    expect(await rows('SELECT status, payload FROM chat_events WHERE platform_message_id = ?', 'm_first_10')).toEqual([
      { status: 'done', payload: '{}' },
    ]);

    // A later message joins the lead and alerts as a customer's reply does.
    await messengerMessage(psid, 'm_second_10', { text: 'May stock po ba?' });
    expect((await rows<{ n: number }>('SELECT COUNT(*) AS n FROM leads WHERE source = ?', 'messenger'))[0]!.n).toBe(1);
    expect(
      (await rows<{ kind: string }>('SELECT kind FROM lead_alerts WHERE lead_id = ? ORDER BY id', lead.id)).map((a) => a.kind),
    ).toEqual(['new-lead', 'customer-reply']);

    const session = await operator();
    const page = await (await fetchWorker(`/admin/leads/${lead.id}`, { headers: { Cookie: session.cookie } })).text();
    expect(page).toContain('Messenger message from the customer');
    expect(page).toContain('Magkano po ang 304 sheet 1.5mm?');
    expect(page).toContain('May stock po ba?');
    expect(page).toMatch(/You can reply for (23|24) more hours\./);
    // It began as a conversation, not as a quote request through the site.
    expect(page).toContain(`Conversation on Messenger began as lead ${leadReference(lead.id, lead.created_at)}`);
    expect(page).not.toMatch(/Quote request [A-Z]+-[\d-]+ received/);
  });

  it('drops a duplicate delivery by its message id', async () => {
    const psid = '26000000000000020';
    const payload = messengerPayload({ psid, mid: 'm_twice_20', text: 'Twice' });
    const first = chatJobs(await queuedBy(() => deliver('messenger', payload)));
    const again = chatJobs(await queuedBy(() => deliver('messenger', payload)));
    expect(first).toHaveLength(1);
    expect(again).toEqual(first);
    mockOutbound({ [profileUrl(psid)]: () => json({ first_name: 'Ben', id: psid }) });
    // Both deliveries handled, and the first once more (a queue retry): the message is kept once.
    await runJobs(
      [
        { job: first[0]!, attempts: 1 },
        { job: again[0]!, attempts: 1 },
        { job: first[0]!, attempts: 2 },
      ],
      chatEnv,
    );
    expect(await rows('SELECT status FROM chat_events WHERE platform_message_id = ?', 'm_twice_20')).toEqual([{ status: 'done' }]);
    expect(await rows('SELECT id FROM chat_messages WHERE platform_message_id = ?', 'm_twice_20')).toHaveLength(1);
    const lead = (await leadOf('messenger', psid))!;
    expect(await rows('SELECT kind FROM lead_alerts WHERE lead_id = ?', lead.id)).toEqual([{ kind: 'new-lead' }]);
  });

  it('takes the campaign from a click-to-Messenger ad', async () => {
    await messengerMessage('26000000000000030', 'm_ad_30', { text: 'Interested po', adId: '23851234567890123' });
    expect(await leadOf('messenger', '26000000000000030')).toMatchObject({ source: 'messenger', campaign: '23851234567890123' });
  });

  it('copies a photo into R2 and shows it under Drawings as "By Messenger"', async () => {
    const photo = jpeg(640, 480, 'chat-photo');
    const cdn = 'https://scontent.xx.fbcdn.net/v/t1.15752-9/photo.jpg?_nc_cat=1&oh=abc';
    await messengerMessage(
      '26000000000000040',
      'm_photo_40',
      { imageUrl: cdn },
      {
        [cdn]: () => new Response(photo, { headers: { 'Content-Type': 'image/jpeg' } }),
      },
    );
    const lead = (await leadOf('messenger', '26000000000000040'))!;
    expect(lead.awaiting_reply_since).not.toBeNull();
    const [file] = await rows<{ id: number; r2_key: string; file_name: string; size: number }>(
      'SELECT a.id, a.r2_key, a.file_name, a.size FROM chat_attachments a JOIN chat_messages m ON m.id = a.message_id WHERE m.lead_id = ?',
      lead.id,
    );
    expect(file).toMatchObject({ size: photo.byteLength });
    expect(file!.file_name).toMatch(/^messenger-\d{4}-\d{2}-\d{2}\.jpg$/);
    const stored = await env.UPLOADS.get(file!.r2_key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(photo);

    const session = await operator();
    const page = await (await fetchWorker(`/admin/leads/${lead.id}`, { headers: { Cookie: session.cookie } })).text();
    const drawings = page.slice(page.indexOf('<h2>Drawings</h2>'), page.indexOf('</section>', page.indexOf('<h2>Drawings</h2>')));
    expect(drawings).toContain(`href="/admin/leads/${lead.id}/chat-attachments/${file!.id}"`);
    expect(drawings).toMatch(/By Messenger, [A-Z][a-z]{2} \d{1,2}, 2026/);
    const download = await fetchWorker(`/admin/leads/${lead.id}/chat-attachments/${file!.id}`, { headers: { Cookie: session.cookie } });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(photo);
    expect(
      (await fetchWorker(`/admin/leads/${lead.id + 1}/chat-attachments/${file!.id}`, { headers: { Cookie: session.cookie } })).status,
    ).toBe(404);
  });

  it('keeps the message and names a photo whose link had expired', async () => {
    const cdn = 'https://scontent.xx.fbcdn.net/v/expired.jpg';
    const result = await messengerMessage(
      '26000000000000050',
      'm_gone_50',
      { imageUrl: cdn, text: 'See photo' },
      {
        [cdn]: () => new Response('Not found', { status: 404 }),
      },
    );
    expect(result.retryDelays).toEqual([]);
    const lead = (await leadOf('messenger', '26000000000000050'))!;
    const [file] = await rows<{ r2_key: string | null; refused_reason: string }>(
      'SELECT a.r2_key, a.refused_reason FROM chat_attachments a JOIN chat_messages m ON m.id = a.message_id WHERE m.lead_id = ?',
      lead.id,
    );
    expect(file).toMatchObject({ r2_key: null, refused_reason: "Not kept: the file's download answered 404." });
  });
});

describe('a WhatsApp conversation becomes a lead', () => {
  it('takes the profile name and the number, and fetches a photo by its media id with the token', async () => {
    const photo = jpeg(800, 600, 'whatsapp-photo');
    const mediaUrl = 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1013859600285441&ext=1691168597&hash=ATuJ';
    const payload = whatsappPayload({
      waId: '639171234500',
      wamid: 'wamid.HBgMNjM5MTcxMjM0NTAw',
      image: { id: '1013859600285441', caption: 'Ganito po sana' },
      adId: '120208830000000000',
    });
    const jobs = await queuedBy(() => deliver('whatsapp', payload));
    const sent = mockOutbound({
      [`${graph}/v25.0/1013859600285441`]: () =>
        json({
          messaging_product: 'whatsapp',
          url: mediaUrl,
          mime_type: 'image/jpeg',
          sha256: 'x',
          file_size: photo.byteLength,
          id: '1013859600285441',
        }),
      [mediaUrl]: () => new Response(photo, { headers: { 'Content-Type': 'image/jpeg' } }),
    });
    await runJobs(
      chatJobs(jobs).map((job) => ({ job, attempts: 1 })),
      chatEnv,
    );
    expect(sent.map((request) => [request.url, request.headers.authorization])).toEqual([
      [`${graph}/v25.0/1013859600285441`, 'Bearer EAAWhatsAppTokenForVitest'],
      [mediaUrl, 'Bearer EAAWhatsAppTokenForVitest'],
    ]);
    const lead = (await leadOf('whatsapp', '639171234500'))!;
    expect(lead).toMatchObject({ full_name: 'Jose Reyes', phone: '+639171234500', source: 'whatsapp', campaign: '120208830000000000' });
    const [message] = await rows<{ text: string }>('SELECT text FROM chat_messages WHERE lead_id = ?', lead.id);
    expect(message!.text).toBe('Ganito po sana');
    const [file] = await rows<{ r2_key: string }>(
      'SELECT a.r2_key FROM chat_attachments a JOIN chat_messages m ON m.id = a.message_id WHERE m.lead_id = ?',
      lead.id,
    );
    expect(new Uint8Array(await (await env.UPLOADS.get(file!.r2_key))!.arrayBuffer())).toEqual(photo);
  });
});

describe('when the queue refuses the messages', () => {
  /** DELIVERY_QUEUE as it is while Cloudflare Queues refuses sends. */
  const refusingQueue = {
    sendBatch: () => Promise.reject(new Error('Queue sendBatch failed: Service Unavailable')),
  } as unknown as Queue;

  it('keeps them in D1 and answers 200; the sweep queues them onto the lead, a repeat of Meta’s kept once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queueDown = { ...chatEnv, DELIVERY_QUEUE: refusingQueue };
    const payload = whatsappPayload({ waId: '639171239900', wamid: 'wamid.queue_down_1', text: 'May 316 po ba kayo?' });
    expect((await deliver('whatsapp', payload, undefined, queueDown)).status).toBe(200);
    expect((await deliver('whatsapp', payload, undefined, queueDown)).status).toBe(200);
    expect(await rows('SELECT status FROM chat_events WHERE platform_message_id = ?', 'wamid.queue_down_1')).toEqual([
      { status: 'pending' },
    ]);
    expect(error.mock.calls.flat().join(' ')).toContain('could not be queued');

    const jobs = chatJobs(await queuedBy(() => sweep(chatEnv, new Date(Date.now() + 41 * 60_000), quietLogger)));
    expect(jobs).toEqual([
      { kind: 'chat-in', event: expect.objectContaining({ messageId: 'wamid.queue_down_1', personId: '639171239900' }) },
    ]);
    await runJobs(
      jobs.map((job) => ({ job, attempts: 1 })),
      chatEnv,
    );
    const lead = (await leadOf('whatsapp', '639171239900'))!;
    expect(lead).toMatchObject({ full_name: 'Jose Reyes', phone: '+639171239900', source: 'whatsapp' });
    expect(await rows('SELECT text FROM chat_messages WHERE lead_id = ?', lead.id)).toEqual([{ text: 'May 316 po ba kayo?' }]);
    expect(await rows('SELECT status FROM chat_events WHERE platform_message_id = ?', 'wamid.queue_down_1')).toEqual([{ status: 'done' }]);
  });

  it('answers 500 when D1 cannot keep them either, so Meta delivers them again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const databaseDown = {
      ...chatEnv,
      DELIVERY_QUEUE: refusingQueue,
      DB: { prepare: env.DB.prepare.bind(env.DB), batch: () => Promise.reject(new Error('D1_ERROR: Network connection lost.')) },
    } as unknown as typeof chatEnv;
    const payload = messengerPayload({ psid: '26000000000000060', mid: 'm_all_down_60', text: 'Hello po' });
    expect((await deliver('messenger', payload, undefined, databaseDown)).status).toBe(500);
    expect(await rows('SELECT id FROM chat_events WHERE platform_message_id = ?', 'm_all_down_60')).toEqual([]);
  });

  it('keeps a message whose handling failed to the last try, with its words, though no row was made before', async () => {
    const event = {
      channel: 'messenger' as const,
      messageId: 'm_lost_70',
      personId: '26000000000000070',
      name: null,
      sentAt: new Date().toISOString(),
      text: 'Paki-quote po',
      media: [],
      campaign: null,
    };
    await recordChatEventFailure(env.DB, event, { final: true, detail: 'D1 was unavailable', at: new Date().toISOString() });
    const [row] = await rows<{ status: string; payload: string; last_error: string }>(
      'SELECT status, payload, last_error FROM chat_events WHERE platform_message_id = ?',
      'm_lost_70',
    );
    expect(row).toMatchObject({ status: 'failed', last_error: 'D1 was unavailable' });
    expect(JSON.parse(row!.payload)).toEqual(event);
  });
});

/** A chat lead whose customer last wrote `ago` ms before now, straight into D1. */
async function chatLead(channel: 'messenger' | 'whatsapp', personId: string, ago: number) {
  const at = new Date(Date.now() - ago).toISOString();
  const lead = await env.DB.prepare(
    `INSERT INTO leads (idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish, preferred_contact, source)
     VALUES (?, ?, 'Ana Cruz', '', ?, 'other', 'Tank', 'not-sure', 'not-sure', ?, ?) RETURNING id`,
  )
    .bind(crypto.randomUUID(), at, channel === 'whatsapp' ? `+${personId}` : '', channel, channel)
    .first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO chat_messages (lead_id, channel, direction, person_id, platform_message_id, created_at, text, status, updated_at)
     VALUES (?, ?, 'in', ?, ?, ?, 'Hello po', 'received', ?)`,
  )
    .bind(lead!.id, channel, personId, `m_${crypto.randomUUID()}`, at, at)
    .run();
  return lead!.id;
}

async function answer(session: OperatorSession, leadId: number, fields: Record<string, string>) {
  let response: Response | undefined;
  const jobs = await queuedBy(async () => {
    response = await fetchWorker(`/admin/leads/${leadId}/chat-replies`, {
      method: 'POST',
      headers: { Cookie: session.cookie, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  });
  return { response: response!, jobs: chatJobs(jobs) };
}

const sendUrl = (id: string) => `${graph}/v25.0/${id}/messages`;

describe('answering from the lead page', () => {
  it('sends a Messenger answer inside the 24 hours as a RESPONSE, recorded with who sent it', async () => {
    const leadId = await chatLead('messenger', '26000000000000100', 2 * 60 * 60 * 1000);
    const session = await operator();
    const page = await (await fetchWorker(`/admin/leads/${leadId}`, { headers: { Cookie: session.cookie } })).text();
    expect(page).toContain('You can reply for 21 more hours.');
    // An emoji made with a zero-width joiner is not a hidden character (a NUL or a bidi override is: order-fuzz.test.ts).
    const text = 'Yes po, we have 304 in 1.5 mm. Kindly send the size. 👩‍🔧';
    const { response, jobs } = await answer(session, leadId, { body: text });
    expect(response.status).toBe(303);
    expect(jobs).toHaveLength(1);
    const sent = mockOutbound({
      [sendUrl(pageId)]: () => json({ recipient_id: '26000000000000100', message_id: 'm_AG5Hz2Uq7tuwNEhXfYYKj8mJEM' }),
    });
    await runJobs([{ job: jobs[0]!, attempts: 1 }], chatEnv);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.authorization).toBe('Bearer EAAPageTokenForVitest');
    expect(sent[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent[0]!.body)).toEqual({
      recipient: { id: '26000000000000100' },
      messaging_type: 'RESPONSE',
      message: { text },
    });
    const [row] = await rows<{ status: string; platform_message_id: string; sender: string }>(
      "SELECT status, platform_message_id, sender FROM chat_messages WHERE lead_id = ? AND direction = 'out'",
      leadId,
    );
    expect(row).toMatchObject({ status: 'sent', platform_message_id: 'm_AG5Hz2Uq7tuwNEhXfYYKj8mJEM', sender: 'owner@stainless.example' });
    const after = await (await fetchWorker(`/admin/leads/${leadId}`, { headers: { Cookie: session.cookie } })).text();
    expect(after).toContain('<p>Answer on Messenger by owner@stainless.example: <span class="status status--sent">sent</span>');
    const audit = await (await fetchWorker('/admin/audit', { headers: { Cookie: session.cookie } })).text();
    expect(audit).toContain('Answered on Messenger: Yes po, we have 304 in 1.5 mm.');
  });

  it('sends a Messenger answer on day 3 with the HUMAN_AGENT tag', async () => {
    const leadId = await chatLead('messenger', '26000000000000110', 3 * dayMs);
    const session = await operator();
    const page = await (await fetchWorker(`/admin/leads/${leadId}`, { headers: { Cookie: session.cookie } })).text();
    expect(page).toContain('Past 24 hours: a person&#x27;s answer goes with Messenger&#x27;s Human Agent tag, for 3 more days.');
    const { jobs } = await answer(session, leadId, { body: 'Pasensya na po sa delay.' });
    const sent = mockOutbound({ [sendUrl(pageId)]: () => json({ recipient_id: '26000000000000110', message_id: 'm_day3' }) });
    await runJobs([{ job: jobs[0]!, attempts: 1 }], chatEnv);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      recipient: { id: '26000000000000110' },
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
      message: { text: 'Pasensya na po sa delay.' },
    });
  });

  it('refuses a Messenger answer on day 8, says why and offers the other ways', async () => {
    const leadId = await chatLead('messenger', '26000000000000120', 8 * dayMs);
    await env.DB.prepare("UPDATE leads SET phone = '+639171234567', email = 'ana@example.com' WHERE id = ?").bind(leadId).run();
    const session = await operator();
    const page = await (await fetchWorker(`/admin/leads/${leadId}`, { headers: { Cookie: session.cookie } })).text();
    const box = page.slice(page.indexOf('id="chat-reply"'), page.indexOf('</section>', page.indexOf('id="chat-reply"')));
    expect(box).toContain('Messenger allows a business to answer only within 7 days');
    expect(box).not.toContain('<textarea');
    expect(box).toContain('href="tel:+639171234567"');
    expect(box).toContain('href="mailto:ana@example.com"');
    const { response, jobs } = await answer(session, leadId, { body: 'Hello?' });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('7 days have passed since their last message');
    expect(jobs).toEqual([]);
    expect(await rows("SELECT id FROM chat_messages WHERE lead_id = ? AND direction = 'out'", leadId)).toEqual([]);
  });

  it('sends a WhatsApp answer as text inside the window, and only the template outside it', async () => {
    const inside = await chatLead('whatsapp', '639171234511', 60 * 60 * 1000);
    const session = await operator();
    const { jobs } = await answer(session, inside, { body: 'Salamat po! Send ko po ang quotation.' });
    const sent = mockOutbound({
      [sendUrl(phoneNumberId)]: () =>
        json({
          messaging_product: 'whatsapp',
          contacts: [{ input: '639171234511', wa_id: '639171234511' }],
          messages: [{ id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA' }],
        }),
    });
    await runJobs([{ job: jobs[0]!, attempts: 1 }], chatEnv);
    expect(sent[0]!.headers.authorization).toBe('Bearer EAAWhatsAppTokenForVitest');
    expect(JSON.parse(sent[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '639171234511',
      type: 'text',
      text: { preview_url: false, body: 'Salamat po! Send ko po ang quotation.' },
    });
    vi.restoreAllMocks();

    const outside = await chatLead('whatsapp', '639171234522', 2 * dayMs);
    const refused = await answer(session, outside, { body: 'Free text after a day' });
    expect(refused.response.status).toBe(409);
    const templateEnv = { ...chatEnv, WHATSAPP_TEMPLATE_NAME: 'follow_up_enquiry', WHATSAPP_TEMPLATE_LANGUAGE: 'en_US' };
    const page = await (await fetchWorker(`/admin/leads/${outside}`, { headers: { Cookie: session.cookie } }, templateEnv)).text();
    expect(page).toContain('Send the template “follow_up_enquiry”');
    const sendBatch = vi.spyOn(chatEnv.DELIVERY_QUEUE, 'sendBatch');
    const posted = await fetchWorker(
      `/admin/leads/${outside}/chat-replies`,
      {
        method: 'POST',
        headers: { Cookie: session.cookie, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'send=template',
      },
      templateEnv,
    );
    expect(posted.status).toBe(303);
    const job = [...sendBatch.mock.calls[0]![0]][0]!.body as DeliveryJob;
    sendBatch.mockRestore();
    const templateSent = mockOutbound({
      [sendUrl(phoneNumberId)]: () => json({ messaging_product: 'whatsapp', messages: [{ id: 'wamid.template' }] }),
    });
    await runJobs([{ job, attempts: 1 }], templateEnv);
    expect(JSON.parse(templateSent[0]!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '639171234522',
      type: 'template',
      template: { name: 'follow_up_enquiry', language: { code: 'en_US' } },
    });
  });

  it('retries when the Graph API answers 500 or 429, never sooner than its Retry-After, and sends once it answers', async () => {
    const leadId = await chatLead('messenger', '26000000000000130', 60 * 60 * 1000);
    const session = await operator();
    const { jobs } = await answer(session, leadId, { body: 'Retry me' });
    const graphError = (status: number, headers: Record<string, string> = {}) =>
      new Response(
        JSON.stringify({
          error: {
            message: 'An unexpected error has occurred. Please retry your request later.',
            type: 'OAuthException',
            code: 2,
            fbtrace_id: 'A1b2',
          },
        }),
        {
          status,
          headers: { 'Content-Type': 'application/json', ...headers },
        },
      );
    mockOutbound({ [sendUrl(pageId)]: () => graphError(500) });
    expect((await runJobs([{ job: jobs[0]!, attempts: 1 }], chatEnv)).retryDelays).toEqual([60]);
    vi.restoreAllMocks();
    mockOutbound({ [sendUrl(pageId)]: () => graphError(429, { 'Retry-After': '600' }) });
    expect((await runJobs([{ job: jobs[0]!, attempts: 2 }], chatEnv)).retryDelays).toEqual([600]);
    vi.restoreAllMocks();
    const [pending] = await rows<{ status: string; attempts: number; last_error: string }>(
      "SELECT status, attempts, last_error FROM chat_messages WHERE lead_id = ? AND direction = 'out'",
      leadId,
    );
    expect(pending).toMatchObject({ status: 'pending', attempts: 2 });
    expect(pending!.last_error).toContain(
      'Messenger answered 429: An unexpected error has occurred. Please retry your request later. [code 2]',
    );
    mockOutbound({ [sendUrl(pageId)]: () => json({ recipient_id: '26000000000000130', message_id: 'm_finally' }) });
    expect((await runJobs([{ job: jobs[0]!, attempts: 3 }], chatEnv)).retryDelays).toEqual([]);
    expect(
      (await rows<{ status: string }>("SELECT status FROM chat_messages WHERE lead_id = ? AND direction = 'out'", leadId))[0]!.status,
    ).toBe('sent');
  });
});

describe('the development page', () => {
  it('offers to message as a customer outside production, and is not there in production', async () => {
    const session = await operator();
    const dev = await fetchWorker('/admin/chat-dev', { headers: { Cookie: session.cookie } }, { ...chatEnv, ENVIRONMENT: 'development' });
    expect(dev.status).toBe(200);
    expect(await dev.text()).toContain('Send as the customer');
    const production = { ...chatEnv, ENVIRONMENT: 'production' };
    const events = await rows('SELECT id FROM chat_events');
    expect((await fetchWorker('/admin/chat-dev', { headers: { Cookie: session.cookie } }, production)).status).toBe(404);
    const post = await fetchWorker(
      '/admin/chat-dev',
      {
        method: 'POST',
        headers: { Cookie: session.cookie, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'channel=messenger&person=26000000000000777&text=Hi',
      },
      production,
    );
    expect(post.status).toBe(404);
    expect(await rows('SELECT id FROM chat_events')).toEqual(events);
  });
});

describe('joining two leads of one person', () => {
  it('moves the other lead’s timeline, drawings and details onto the kept one, notes where it came from, and is the owner’s', async () => {
    const chat = await chatLead('messenger', '26000000000000200', 60 * 60 * 1000);
    const form = await env.DB.prepare(
      `INSERT INTO leads (idempotency_key, created_at, full_name, email, phone, company, service, project_details, grade, finish, preferred_contact, source, campaign)
       VALUES (?, ?, 'Ana Cruz', 'ana@cruzfoods.example', '+639171230000', 'Cruz Foods', 'other', 'Two tanks', '304', '2b', 'email', 'google', 'tanks-nov') RETURNING id, created_at`,
    )
      .bind(crypto.randomUUID(), new Date().toISOString())
      .first<{ id: number; created_at: string }>();
    const at = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, ?, 'owner@stainless.example', 'Wants 316 lids')",
      ).bind(form!.id, at),
      env.DB.prepare(
        "INSERT INTO uploads (id, r2_key, draft_id, original_name, content_type, size, created_at, lead_id) VALUES (?, ?, 'form-draft', 'tank.pdf', 'application/pdf', 10, ?, ?)",
      ).bind(crypto.randomUUID(), `drawings/${crypto.randomUUID()}`, at, form!.id),
      env.DB.prepare(
        "INSERT INTO quote_lines (lead_id, position, family, item, grade, quantity, unit) VALUES (?, 0, 'sheet', '1.5 mm', '304', 2, 'sheet')",
      ).bind(form!.id),
    ]);
    const reference = `Q-${form!.created_at.slice(0, 4)}-${String(form!.id).padStart(6, '0')}`;
    const session = await operator();
    const merged = await fetchWorker(`/admin/leads/${chat}/merge`, {
      method: 'POST',
      headers: { Cookie: session.cookie, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ other: reference }),
    });
    expect(merged.status).toBe(303);
    expect(await rows('SELECT id FROM leads WHERE id = ?', form!.id)).toEqual([]);
    expect((await rows<LeadRow & { company: string }>('SELECT * FROM leads WHERE id = ?', chat))[0]).toMatchObject({
      email: 'ana@cruzfoods.example',
      phone: '+639171230000',
      company: 'Cruz Foods',
      source: 'messenger',
    });
    expect(await rows('SELECT original_name FROM uploads WHERE lead_id = ?', chat)).toEqual([{ original_name: 'tank.pdf' }]);
    expect(await rows('SELECT item FROM quote_lines WHERE lead_id = ?', chat)).toEqual([{ item: '1.5 mm' }]);
    const page = await (await fetchWorker(`/admin/leads/${chat}`, { headers: { Cookie: session.cookie } })).text();
    expect(page).toContain('Wants 316 lids');
    expect(page).toContain(`Joined ${reference} into this lead`);
    expect(page).toContain('came from Google (campaign tanks-nov)');
    expect(page).toContain('tank.pdf');

    const again = await fetchWorker(`/admin/leads/${chat}/merge`, {
      method: 'POST',
      headers: { Cookie: session.cookie, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ other: reference }),
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(`No lead ${reference}`);
    expect(requiredRole('POST', `/admin/leads/${chat}/merge`)).toBe('owner');
    expect(requiredRole('POST', `/admin/leads/${chat}/chat-replies`)).toBe('staff');
  });
});

// A customer's email on a lead needs action: the lead is marked "needs reply" (the list's badge
// and filter, the Leads tab's count), the owner's alert channels hear of each email, and an
// operator's reply or status change clears it.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { WorkerEnv } from '../../src/worker/app-env';
import { telegramSendMessageUrl } from '../../src/worker/alerts/telegram';
import type { DeliveryJob } from '../../src/worker/queue/delivery-job';
import worker from '../../src/worker/index';
import plain from '../fixtures/mail/plain.eml?raw';
import { asOperator, operator, postForm } from './admin-helpers';
import { insertLead } from './lead-rows';
import { json, mockOutbound } from './outbound';
import { runJobs } from './queue-helpers';
import { workerEnv } from './quote-helpers';
import { loadMailParser } from '../../src/worker/lazy-modules';
import { loadBeforeTests } from './lazy-modules';

loadBeforeTests(loadMailParser);

const leadId = 700123;
const reference = 'Q-2026-700123';
const botToken = '7100000003:AAE-customer-reply';
const alertEnv: WorkerEnv = { ...workerEnv, TELEGRAM_BOT_TOKEN: botToken, TELEGRAM_CHAT_ID: '-1001112223334' };

/** The platform's message for raw MIME sent to the lead's reply address; forwarding succeeds. */
function replyMail(raw: string) {
  const bytes = new TextEncoder().encode(raw);
  return {
    from: 'maria@santosfood.example',
    to: `quotes+${reference}@cavitestainless.example`,
    headers: new Headers(),
    raw: new Blob([bytes]).stream(),
    rawSize: bytes.byteLength,
    setReject: () => {},
    forward: async () => ({ messageId: '<forwarded@example.net>' }),
    reply: async () => {
      throw new Error('the worker never replies');
    },
  } as unknown as ForwardableEmailMessage;
}

const waitingSince = async () =>
  (await env.DB.prepare('SELECT awaiting_reply_since FROM leads WHERE id = ?')
    .bind(leadId)
    .first<{ awaiting_reply_since: string | null }>())!.awaiting_reply_since;

describe("a customer's email", () => {
  it('marks the lead "needs reply", alerts the owner once per email, shows on the list and the Leads tab, and clears when acted on', async () => {
    await insertLead({ id: leadId, createdAt: '2026-11-19T06:00:00.000Z', fullName: 'Maria Santos' });
    const sendBatch = vi.spyOn(alertEnv.DELIVERY_QUEUE, 'sendBatch');
    await worker.email(replyMail(plain), alertEnv);
    const first = await waitingSince();
    expect(first).not.toBeNull();

    const alerts = async () =>
      (
        await env.DB.prepare(
          "SELECT a.id, a.channel, a.status, a.source_id, m.id AS message FROM lead_alerts a JOIN inbound_messages m ON m.id = a.source_id WHERE a.lead_id = ? AND a.kind = 'customer-reply' ORDER BY a.id",
        )
          .bind(leadId)
          .all<{ id: number; channel: string; status: string; source_id: number; message: number }>()
      ).results;
    const [alert, ...others] = await alerts();
    expect(others).toEqual([]);
    expect(alert).toMatchObject({ channel: 'telegram', status: 'pending' });
    const queued = sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body as DeliveryJob));
    expect(queued).toContainEqual({ kind: 'alert', alertId: alert!.id });

    // A second email alerts again; the lead has waited since the first.
    await worker.email(replyMail(plain.replace('Message-ID: <CAF1plain0001@', 'Message-ID: <CAF1plain0002@')), alertEnv);
    expect(await alerts()).toHaveLength(2);
    expect(await waitingSince()).toBe(first);

    // The alert says what happened, with the lead's link and nothing personal beyond the name.
    const sent = mockOutbound({ [telegramSendMessageUrl(botToken)]: () => json({ ok: true, result: { message_id: 7 } }) });
    await runJobs([{ job: { kind: 'alert', alertId: alert!.id }, attempts: 1 }], alertEnv);
    expect((JSON.parse(sent[0]!.body) as { text: string }).text).toBe(
      `The customer replied on ${reference} from Maria Santos: Tanks and vessels. ${env.SITE_URL}/admin/leads/${leadId}`,
    );

    const session = await operator();
    const list = await (await asOperator(session, '/admin/leads?reply=1')).text();
    expect(list).toMatch(
      new RegExp(
        `<tr class="leads__row--waiting"><td class="leads__reference"><a href="/admin/leads/${leadId}">${reference}</a> <span class="status status--waiting">needs reply</span>`,
      ),
    );
    expect(list).toContain(
      'Leads<span class="nav-count"><span class="visually-hidden">: </span>1<span class="visually-hidden"> waiting for a reply</span></span>',
    );

    // The lead page opens with the customer's newest email, expanded.
    const page = await (await asOperator(session, `/admin/leads/${leadId}`)).text();
    const waiting = page.slice(page.indexOf('<section class="panel panel--waiting"'));
    expect(waiting).toMatch(
      /^<section class="panel panel--waiting" aria-labelledby="waiting-heading"><h2 id="waiting-heading">The customer wrote: waiting for your reply<\/h2>/,
    );
    expect(waiting.slice(0, waiting.indexOf('</section>'))).toContain('Can you make the tank 1,200 mm high instead');

    // Acting on the lead clears it: here a status change (a reply clears it the same way, in one batch with the message).
    expect((await postForm(session, `/admin/leads/${leadId}/status`, { status: 'contacted' })).status).toBe(303);
    expect(await waitingSince()).toBeNull();
    const after = await (await asOperator(session, '/admin/leads?reply=1')).text();
    expect(after).toContain('No leads match.');
    expect(after).not.toContain('nav-count');
    expect(await (await asOperator(session, `/admin/leads/${leadId}`)).text()).not.toContain('panel--waiting');
  });
});

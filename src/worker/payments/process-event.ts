// The queue's side of PayMongo's webhook: one stored event (paymongo_events) applied to the
// payment it is about. Only here, and only for an event whose amount and currency are the ones
// asked, does a PayMongo payment become paid; a failure never undoes a payment already paid.
import type { Logger } from '../../shared/logger';
import { formatPesos } from '../../shared/quotation-money';
import type { WorkerEnv } from '../app-env';
import type { DeliveryHandler } from '../queue/handler';
import { methodWords } from './amounts';
import { afterPaymentConfirmed } from './confirmed';
import {
  confirmPayment,
  markCheckoutFailed,
  notePaymentProblem,
  paymentByCheckoutSession,
  paymentByIntent,
  type PaymentRow,
} from './store';

/** The parts of PayMongo's payment resource this site reads. */
interface PaymongoPayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  fee: number | null;
  method: string | null;
  paymentIntentId: string | null;
}

type Resource = { id?: unknown; attributes?: Record<string, unknown> };

function readPayment(resource: Resource | undefined): PaymongoPayment | null {
  const attributes = resource?.attributes ?? {};
  const source = attributes.source as { type?: unknown } | undefined;
  if (typeof resource?.id !== 'string' || !Number.isSafeInteger(attributes.amount)) return null;
  return {
    id: resource.id,
    amount: attributes.amount as number,
    currency: typeof attributes.currency === 'string' ? attributes.currency : '',
    status: typeof attributes.status === 'string' ? attributes.status : '',
    fee: Number.isSafeInteger(attributes.fee) ? (attributes.fee as number) : null,
    method: typeof source?.type === 'string' ? source.type.slice(0, 40) : null,
    paymentIntentId: typeof attributes.payment_intent_id === 'string' ? attributes.payment_intent_id : null,
  };
}

type Outcome = { status: 'processed' | 'refused'; detail: string };

async function confirmFromPaymongo(env: WorkerEnv, row: PaymentRow, payment: PaymongoPayment, logger: Logger): Promise<Outcome> {
  if (payment.status !== 'paid') return { status: 'processed', detail: `payment ${payment.id} is ${payment.status}` };
  if (payment.currency !== 'PHP' || payment.amount !== row.amount_centavos) {
    const problem = `PayMongo reported ${payment.currency} ${(payment.amount / 100).toFixed(2)} (payment ${payment.id}); ${formatPesos(row.amount_centavos)} was asked. Check it in PayMongo's dashboard.`;
    await notePaymentProblem(env.DB, row.id, problem);
    logger.error('PayMongo payment amount or currency differs from what was asked', { paymentId: row.id, reported: payment });
    return { status: 'refused', detail: problem };
  }
  const at = new Date().toISOString();
  const method = methodWords({ channel: 'paymongo', provider_method: payment.method });
  const eventId = await confirmPayment(env.DB, row, {
    from: ['checkout', 'failed'],
    at,
    by: 'PayMongo',
    detail: `${formatPesos(row.amount_centavos)} paid by ${method} (PayMongo ${payment.id})`,
    providerPaymentId: payment.id,
    providerMethod: payment.method ?? undefined,
    feeCentavos: payment.fee,
  });
  if (eventId !== null) await afterPaymentConfirmed(env, row.id, eventId, { alertOwner: true }, logger);
  return { status: 'processed', detail: eventId === null ? 'paid already' : 'paid' };
}

async function apply(env: WorkerEnv, type: string, data: Resource | undefined, logger: Logger): Promise<Outcome> {
  if (type === 'checkout_session.payment.paid') {
    const row = typeof data?.id === 'string' ? await paymentByCheckoutSession(env.DB, data.id) : null;
    if (!row) return { status: 'processed', detail: 'no payment of this site has that checkout session' };
    const payments = Array.isArray(data?.attributes?.payments) ? (data.attributes.payments as Resource[]) : [];
    const paid = payments.map(readPayment).find((payment) => payment?.status === 'paid');
    return paid ? confirmFromPaymongo(env, row, paid, logger) : { status: 'processed', detail: 'the session lists no paid payment' };
  }
  const payment = readPayment(data);
  const row = payment?.paymentIntentId ? await paymentByIntent(env.DB, payment.paymentIntentId) : null;
  if (!payment || !row) return { status: 'processed', detail: 'no payment of this site has that payment intent' };
  if (type === 'payment.paid') return confirmFromPaymongo(env, row, payment, logger);
  // payment.failed: the attempt failed; the customer may try again in the same checkout.
  await markCheckoutFailed(
    env.DB,
    row.id,
    `An attempt by ${methodWords({ channel: 'paymongo', provider_method: payment.method })} failed (PayMongo ${payment.id}).`,
  );
  return { status: 'processed', detail: 'failed attempt recorded' };
}

export const paymongoEvent: DeliveryHandler<{ kind: 'paymongo-event'; eventId: string }> = {
  name: 'PayMongo event',

  async send(env, { eventId }, logger) {
    const event = await env.DB.prepare("SELECT type, body FROM paymongo_events WHERE id = ? AND status = 'pending'")
      .bind(eventId)
      .first<{ type: string; body: string }>();
    if (!event) return { kind: 'done' };
    const json = JSON.parse(event.body) as { data?: { attributes?: { data?: Resource } } };
    const outcome = await apply(env, event.type, json.data?.attributes?.data, logger);
    // Once applied, the body (with the payer's name, email and phone as PayMongo collected them) is
    // not kept: the id alone makes a replay a no-op, and the payment row keeps what the business needs.
    await env.DB.prepare("UPDATE paymongo_events SET status = ?, detail = ?, body = '' WHERE id = ?")
      .bind(outcome.status, outcome.detail.slice(0, 500), eventId)
      .run();
    return { kind: 'done' };
  },

  recordFailure: async (env, { eventId }, { detail, final }) => {
    await env.DB.prepare('UPDATE paymongo_events SET detail = ?, status = ? WHERE id = ?')
      .bind(detail.slice(0, 500), final ? 'refused' : 'pending', eventId)
      .run();
  },
};

// SQL for payments on accepted quotations (migration 0040): asking (a checkout, a proof), and the
// one way a payment becomes paid, which also adds it to the lead's collected pesos and records its
// event, in one batch. A paid payment is final: nothing here turns it back.
import type { QuotationEventRow } from '../quotation-records/store';

type PaymentChannel = 'paymongo' | 'proof' | 'cash' | 'cheque' | 'transfer';
export type PaymentStatus = 'checkout' | 'proof' | 'paid' | 'failed' | 'rejected';

export interface PaymentRow {
  id: number;
  version_id: number;
  lead_id: number;
  channel: PaymentChannel;
  status: PaymentStatus;
  amount_centavos: number;
  created_at: string;
  created_by: string;
  checkout_session_id: string | null;
  checkout_url: string | null;
  payment_intent_id: string | null;
  provider_payment_id: string | null;
  provider_method: string | null;
  fee_centavos: number | null;
  reference: string;
  proof_r2_key: string | null;
  proof_file_name: string | null;
  proof_content_type: string | null;
  proof_size: number | null;
  paid_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
  reject_reason: string | null;
  problem: string | null;
  acknowledgement_message_id: number | null;
}

/** Payments a version may have that are not paid (checkouts begun, proofs waiting): enough for a real customer, not a flood. */
const maxOpenPaymentsPerVersion = 30;

export async function paymentsForLead(db: D1Database, leadId: number): Promise<PaymentRow[]> {
  const { results } = await db.prepare('SELECT * FROM quotation_payments WHERE lead_id = ? ORDER BY id').bind(leadId).all<PaymentRow>();
  return results;
}

export async function paymentsForVersion(db: D1Database, versionId: number): Promise<PaymentRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM quotation_payments WHERE version_id = ? ORDER BY id')
    .bind(versionId)
    .all<PaymentRow>();
  return results;
}

export const paymentById = (db: D1Database, id: number) =>
  db.prepare('SELECT * FROM quotation_payments WHERE id = ?').bind(id).first<PaymentRow>();

export const paymentByCheckoutSession = (db: D1Database, sessionId: string) =>
  db.prepare('SELECT * FROM quotation_payments WHERE checkout_session_id = ?').bind(sessionId).first<PaymentRow>();

export const paymentByIntent = (db: D1Database, intentId: string) =>
  db.prepare('SELECT * FROM quotation_payments WHERE payment_intent_id = ?').bind(intentId).first<PaymentRow>();

export interface NewPayment {
  versionId: number;
  leadId: number;
  channel: PaymentChannel;
  status: 'checkout' | 'proof' | 'paid';
  amountCentavos: number;
  at: string;
  by: string;
  reference: string;
  proof?: { r2Key: string; fileName: string; contentType: string; size: number };
}

/** A new payment row, unless the version has its share of open ones; its id, or null. */
export async function insertPayment(db: D1Database, payment: NewPayment): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO quotation_payments
         (version_id, lead_id, channel, status, amount_centavos, created_at, created_by, reference, proof_r2_key, proof_file_name, proof_content_type, proof_size)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
       WHERE (SELECT COUNT(*) FROM quotation_payments WHERE version_id = ? AND status IN ('checkout', 'proof')) < ?
       RETURNING id`,
    )
    .bind(
      payment.versionId,
      payment.leadId,
      payment.channel,
      payment.status,
      payment.amountCentavos,
      payment.at,
      payment.by,
      payment.reference,
      payment.proof?.r2Key ?? null,
      payment.proof?.fileName ?? null,
      payment.proof?.contentType ?? null,
      payment.proof?.size ?? null,
      payment.versionId,
      maxOpenPaymentsPerVersion,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function recordCheckout(
  db: D1Database,
  paymentId: number,
  checkout: { id: string; checkoutUrl: string; paymentIntentId: string | null },
) {
  await db
    .prepare('UPDATE quotation_payments SET checkout_session_id = ?, checkout_url = ?, payment_intent_id = ? WHERE id = ?')
    .bind(checkout.id, checkout.checkoutUrl, checkout.paymentIntentId, paymentId)
    .run();
}

/** A checkout that could not be created is dropped: nothing was asked of the customer. */
export const dropPayment = (db: D1Database, paymentId: number) =>
  db.prepare("DELETE FROM quotation_payments WHERE id = ? AND status = 'checkout' AND checkout_session_id IS NULL").bind(paymentId).run();

/** A payment event for the timeline and the alerts, inserted once per payment and kind. RETURNING its id. */
function paymentEventStatement(
  db: D1Database,
  payment: Pick<PaymentRow, 'id' | 'version_id' | 'lead_id'>,
  event: Pick<QuotationEventRow, 'kind' | 'created_at' | 'actor' | 'detail'>,
  onlyIfStatus: PaymentStatus,
) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO quotation_events (version_id, lead_id, kind, created_at, actor, detail, payment_id)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM quotation_payments WHERE id = ? AND status = ?) RETURNING id`,
    )
    .bind(
      payment.version_id,
      payment.lead_id,
      event.kind,
      event.created_at,
      event.actor,
      event.detail,
      payment.id,
      payment.id,
      onlyIfStatus,
    );
}

const collectedStatement = (db: D1Database, leadId: number) =>
  db
    .prepare(
      `UPDATE leads SET paid_centavos = (SELECT COALESCE(SUM(amount_centavos), 0) FROM quotation_payments WHERE lead_id = ?1 AND status = 'paid')
       WHERE id = ?1`,
    )
    .bind(leadId);

export interface Confirmation {
  /** The states it may be confirmed from: a checkout (or its failed attempt) by PayMongo, a proof by an operator. */
  from: readonly ('checkout' | 'failed' | 'proof')[];
  at: string;
  by: string;
  /** The timeline's words: "₱41,260.80 paid by GCash". */
  detail: string;
  providerPaymentId?: string;
  providerMethod?: string;
  feeCentavos?: number | null;
}

/**
 * Marks a payment paid, adds it to the lead's collected pesos and records its 'paid' event, in one
 * batch. The event's id, or null when it was not in a state to confirm (paid already, rejected).
 */
export async function confirmPayment(db: D1Database, payment: PaymentRow, confirmation: Confirmation): Promise<number | null> {
  const states = confirmation.from.map(() => '?').join(', ');
  const results = await db.batch<{ id: number }>([
    db
      .prepare(
        `UPDATE quotation_payments SET status = 'paid', paid_at = ?, decided_by = ?, decided_at = ?, provider_payment_id = COALESCE(?, provider_payment_id),
           provider_method = COALESCE(?, provider_method), fee_centavos = COALESCE(?, fee_centavos), problem = NULL
         WHERE id = ? AND status IN (${states})`,
      )
      .bind(
        confirmation.at,
        confirmation.by,
        confirmation.at,
        confirmation.providerPaymentId ?? null,
        confirmation.providerMethod ?? null,
        confirmation.feeCentavos ?? null,
        payment.id,
        ...confirmation.from,
      ),
    collectedStatement(db, payment.lead_id),
    paymentEventStatement(
      db,
      payment,
      { kind: 'paid', created_at: confirmation.at, actor: confirmation.by, detail: confirmation.detail },
      'paid',
    ),
  ]);
  return results[0]!.meta.changes === 1 ? (results.at(-1)!.results[0]?.id ?? null) : null;
}

/** A payment recorded by an operator as received (cash, a cheque, a transfer seen in the bank): paid from the start. */
export async function recordPaidByHand(
  db: D1Database,
  payment: NewPayment,
  detail: string,
): Promise<{ paymentId: number; eventId: number | null }> {
  const id = await insertPayment(db, { ...payment, status: 'paid' });
  if (id === null) throw new Error('payment not stored');
  const [, event] = await db.batch<{ id: number }>([
    db
      .prepare('UPDATE quotation_payments SET paid_at = ?, decided_by = ?, decided_at = ? WHERE id = ?')
      .bind(payment.at, payment.by, payment.at, id),
    paymentEventStatement(
      db,
      { id, version_id: payment.versionId, lead_id: payment.leadId },
      { kind: 'paid', created_at: payment.at, actor: payment.by, detail },
      'paid',
    ),
    collectedStatement(db, payment.leadId),
  ]);
  return { paymentId: id, eventId: event!.results[0]?.id ?? null };
}

/** A proof the operator rejects, with the reason the customer is told; false when it was decided already. */
export async function rejectProof(db: D1Database, payment: PaymentRow, reason: string, by: string, at: string): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        "UPDATE quotation_payments SET status = 'rejected', reject_reason = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = 'proof'",
      )
      .bind(reason, by, at, payment.id),
    paymentEventStatement(db, payment, { kind: 'payment-rejected', created_at: at, actor: by, detail: reason }, 'rejected'),
  ]);
  return update!.meta.changes === 1;
}

/** A proof sent by the customer: its event, for the timeline and the owner's alerts. */
export async function proofEvent(db: D1Database, payment: Pick<PaymentRow, 'id' | 'version_id' | 'lead_id'>, detail: string, at: string) {
  const row = await paymentEventStatement(
    db,
    payment,
    { kind: 'payment-proof', created_at: at, actor: 'Customer', detail },
    'proof',
  ).first<{ id: number }>();
  return row?.id ?? null;
}

/** A checkout attempt PayMongo reports failed; never a payment already paid (a failure arriving after the success). */
export const markCheckoutFailed = (db: D1Database, paymentId: number, detail: string) =>
  db
    .prepare("UPDATE quotation_payments SET status = 'failed', problem = ? WHERE id = ? AND status = 'checkout'")
    .bind(detail, paymentId)
    .run();

/** What did not add up about a payment PayMongo reported (it stays unpaid, for a person to look at). */
export const notePaymentProblem = (db: D1Database, paymentId: number, problem: string) =>
  db.prepare("UPDATE quotation_payments SET problem = ? WHERE id = ? AND status <> 'paid'").bind(problem, paymentId).run();

/** Proofs waiting for the owner, oldest first, for Needs action. */
export async function proofsToConfirm(db: D1Database, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.lead_id, p.amount_centavos, p.created_at, l.full_name, l.company, l.created_at AS lead_created_at
       FROM quotation_payments p JOIN leads l ON l.id = p.lead_id WHERE p.status = 'proof' ORDER BY p.created_at LIMIT ?`,
    )
    .bind(limit)
    .all<{
      id: number;
      lead_id: number;
      amount_centavos: number;
      created_at: string;
      full_name: string;
      company: string | null;
      lead_created_at: string;
    }>();
  return results;
}

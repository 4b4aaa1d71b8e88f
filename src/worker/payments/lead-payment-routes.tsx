// /admin/leads/:id/payments: the lead's payments on its accepted quotation. A proof of transfer is
// confirmed with one tap or rejected with a reason the customer is emailed; cash, a cheque or a
// transfer seen in the bank is recorded by hand. Each is a same-origin POST that names the operator
// (the audit reads it from quotation_payments), and a confirmed payment emails the acknowledgement.
import { Hono, type Context } from 'hono';
import { formatManilaTime, isCalendarDay, manilaDay, manilaDayStart } from '../../shared/business-time';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { formatPesos, parsePesos } from '../../shared/quotation-money';
import { leadReference } from '../../shared/quote-request';
import { actorLabel } from '../../shared/roles';
import { peopleNames } from '../admin/accounts';
import { LeadPaymentsPage, type LeadPaymentsView } from '../../ui/admin/leads/LeadPaymentsPage';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { leadReply } from '../email/quote-emails';
import { replyAddressFor } from '../email/reply-address';
import { noLeadAt } from '../render/lead-gone';
import { leadById, type LeadRow } from '../lead-records/leads';
import { parseDocument, versionsForLead, type VersionRow } from '../quotation-records/store';
import { leadMessageOf, storeLeadMessage } from '../lead-records/messages';
import { recordId } from '../record-id';
import { adminPage } from '../render/render-admin';
import { siteFacts } from '../published-facts/published';
import { downloadHeaders } from '../storage/file-download';
import { methodWords, paymentAmounts } from './amounts';
import { afterPaymentConfirmed } from './confirmed';
import { confirmPayment, paymentById, paymentsForLead, recordPaidByHand, rejectProof, type PaymentRow } from './store';
import { enqueue } from '../queue/enqueue';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const leadPaymentRoutes = new Hono<DashboardEnv>();

const statusWords: Record<PaymentRow['status'], string> = {
  checkout: 'checkout started, not paid',
  proof: 'proof to confirm',
  paid: 'paid',
  failed: 'checkout attempt failed',
  rejected: 'proof rejected',
};

const outcomes = new Map([
  ['confirmed', 'Payment confirmed: the customer is emailed an acknowledgement.'],
  ['rejected', 'Proof rejected: the customer is emailed your reason.'],
  ['recorded', 'Payment recorded: the customer is emailed an acknowledgement.'],
]);

async function leadOf(c: Context<DashboardEnv>) {
  const id = recordId.safeParse(c.req.param('id'));
  return id.success ? leadById(c.env.DB, id.data) : null;
}

const acceptedOf = (versions: VersionRow[]) => versions.find((version) => version.response === 'accepted') ?? null;

async function paymentsPage(
  c: Context<DashboardEnv>,
  lead: LeadRow,
  state: { values?: Record<string, string>; error?: string } = {},
  status: 200 | 400 | 409 = 200,
) {
  const [versions, payments, names] = await Promise.all([
    versionsForLead(c.env.DB, lead.id),
    paymentsForLead(c.env.DB, lead.id),
    peopleNames(c.env.DB),
  ]);
  const accepted = acceptedOf(versions);
  const document = accepted ? parseDocument(accepted) : null;
  const amounts = document ? paymentAmounts(document, payments) : null;
  const base = `${adminPaths.lead(lead.id)}/payments`;
  const view: LeadPaymentsView = {
    leadId: lead.id,
    reference: leadReference(lead.id, lead.created_at),
    customer: lead.company ? `${lead.full_name} · ${lead.company}` : lead.full_name,
    figures:
      document && amounts
        ? {
            version: document.reference,
            won: formatPesos(accepted!.total_centavos),
            amountDue: formatPesos(amounts.amountDue),
            downPayment: amounts.depositPercent > 0 ? `${formatPesos(amounts.downPayment)} (${amounts.depositPercent}%)` : 'none asked',
            paid: formatPesos(amounts.paid),
            balance: formatPesos(amounts.balance),
          }
        : null,
    payments: payments
      .filter((payment) => payment.status !== 'checkout' || payment.checkout_session_id !== null)
      .map((payment) => ({
        id: payment.id,
        when: formatManilaTime(payment.paid_at ?? payment.created_at),
        amount: formatPesos(payment.amount_centavos),
        method: methodWords(payment),
        status: statusWords[payment.status],
        reference: payment.provider_payment_id ?? payment.reference,
        decided:
          payment.decided_by && payment.decided_at
            ? `${payment.status === 'rejected' ? 'Rejected' : 'Confirmed'} by ${actorLabel(payment.decided_by, names)}, ${formatManilaTime(payment.decided_at)}${payment.reject_reason ? `: ${payment.reject_reason}` : ''}${payment.fee_centavos ? ` · PayMongo fee ${formatPesos(payment.fee_centavos)}` : ''}`
            : null,
        problem: payment.problem,
        proofUrl: payment.proof_r2_key ? `${base}/${payment.id}/proof` : null,
        decideUrl: payment.status === 'proof' ? `${base}/${payment.id}` : null,
      })),
    values: state.values ?? {},
    error: state.error,
    done: outcomes.get(c.req.query('done') ?? ''),
    today: manilaDay(new Date()),
  };
  return adminPage(c, <LeadPaymentsPage view={view} />, status);
}

leadPaymentRoutes.get('/:id{[0-9]+}/payments', staffMay, async (c) => {
  const lead = await leadOf(c);
  return lead ? paymentsPage(c, lead) : noLeadAt(c, c.req.param('id'));
});

/** The lead's payment named in the path, or null (another lead's is as good as none). */
async function paymentOf(c: Context<DashboardEnv>, lead: LeadRow) {
  const id = recordId.safeParse(c.req.param('paymentId'));
  const payment = id.success ? await paymentById(c.env.DB, id.data) : null;
  return payment && payment.lead_id === lead.id ? payment : null;
}

leadPaymentRoutes.get('/:id{[0-9]+}/payments/:paymentId/proof', staffMay, async (c) => {
  const lead = await leadOf(c);
  const payment = lead && (await paymentOf(c, lead));
  const object = payment?.proof_r2_key ? await c.env.UPLOADS.get(payment.proof_r2_key) : null;
  if (!payment || !object) return c.text('No proof of payment here.', 404);
  return c.body(object.body, 200, downloadHeaders(payment.proof_file_name!, payment.proof_content_type!, object.size));
});

leadPaymentRoutes.post('/:id{[0-9]+}/payments/:paymentId/confirm', staffMay, async (c) => {
  const lead = await leadOf(c);
  if (!lead) return noLeadAt(c, c.req.param('id'));
  const payment = await paymentOf(c, lead);
  if (!payment) return c.text('No such payment on this lead.', 404);
  const at = new Date().toISOString();
  const eventId = await confirmPayment(c.env.DB, payment, {
    from: ['proof'],
    at,
    by: c.get('operator'),
    detail: `${formatPesos(payment.amount_centavos)} received by bank transfer or GCash, ref. ${payment.reference} (proof confirmed)`,
  });
  if (eventId === null) return paymentsPage(c, lead, { error: 'This payment was decided already: see its line below.' }, 409);
  await afterPaymentConfirmed(c.env, payment.id, eventId, { alertOwner: false }, c.get('logger'));
  return c.redirect(`${adminPaths.lead(lead.id)}/payments?done=confirmed`, 303);
});

leadPaymentRoutes.post('/:id{[0-9]+}/payments/:paymentId/reject', staffMay, async (c) => {
  const lead = await leadOf(c);
  if (!lead) return noLeadAt(c, c.req.param('id'));
  const payment = await paymentOf(c, lead);
  if (!payment) return c.text('No such payment on this lead.', 404);
  const fields = await formFields(c);
  const reason = typeof fields.reason === 'string' ? fields.reason.trim() : '';
  if (reason.length === 0 || reason.length > 300 || hasInvisibleCharacters(reason))
    return paymentsPage(c, lead, { error: 'Give the customer a reason: one line of plain text, up to 300 characters.' }, 400);
  if (!(await rejectProof(c.env.DB, payment, reason, c.get('operator'), new Date().toISOString())))
    return paymentsPage(c, lead, { error: 'This payment was decided already: see its line below.' }, 409);
  await tellOfRejection(c, lead, payment, reason);
  return c.redirect(`${adminPaths.lead(lead.id)}/payments?done=rejected`, 303);
});

/** The customer's email saying why their proof was not accepted. A fault is logged: the rejection stands. */
async function tellOfRejection(c: Context<DashboardEnv>, lead: LeadRow, payment: PaymentRow, reason: string) {
  try {
    const facts = await siteFacts(c.env);
    const reference = leadReference(lead.id, lead.created_at);
    const email = await leadReply({
      lead,
      business: facts.business,
      from: c.env.EMAIL_FROM,
      replyTo: replyAddressFor(reference, c.env),
      topic: `Your proof of payment (${formatPesos(payment.amount_centavos)})`,
      body: [
        `Hi ${lead.full_name},`,
        '',
        `We could not confirm the ${formatPesos(payment.amount_centavos)} transfer (reference ${payment.reference}) from the proof you sent: ${reason}`,
        '',
        'Reply to this email, or send a new proof from your quotation page.',
      ].join('\n'),
      attachmentNames: [],
    });
    const messageId = await storeLeadMessage(
      c.env.DB,
      leadMessageOf(lead, email, { createdAt: new Date().toISOString(), sender: c.get('operator') }),
    );
    await enqueue(c.env, [{ kind: 'reply', leadMessageId: messageId }]);
  } catch (error) {
    c.get('logger').error('proof rejection email could not be queued', { paymentId: payment.id, error: String(error) });
  }
}

const handMethods = { cash: 'cash', cheque: 'cheque', transfer: 'transfer' } as const;

leadPaymentRoutes.post('/:id{[0-9]+}/payments', staffMay, async (c) => {
  const lead = await leadOf(c);
  if (!lead) return noLeadAt(c, c.req.param('id'));
  const fields = await formFields(c);
  const values = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const refuse = (error: string, status: 400 | 409 = 400) => paymentsPage(c, lead, { values, error }, status);
  const [versions, payments] = await Promise.all([versionsForLead(c.env.DB, lead.id), paymentsForLead(c.env.DB, lead.id)]);
  const accepted = acceptedOf(versions);
  if (!accepted) return refuse('No accepted quotation: payments are taken once the customer accepts one.', 409);
  const balance = paymentAmounts(parseDocument(accepted), payments).balance;
  const amount = parsePesos(values.amount ?? '');
  if (amount === null) return refuse('Enter the amount in pesos, e.g. 41,260.80.');
  if (amount > balance) return refuse(`The balance is ${formatPesos(balance)}: a payment is at most that.`);
  const method = Object.hasOwn(handMethods, values.method ?? '') ? handMethods[values.method as keyof typeof handMethods] : null;
  if (!method) return refuse('Choose cash, cheque or bank transfer.');
  const reference = (values.reference ?? '').trim();
  if (reference.length > 60 || hasInvisibleCharacters(reference)) return refuse('A reference is one line of up to 60 characters.');
  const today = manilaDay(new Date());
  const day = values.receivedOn ?? '';
  if (!isCalendarDay(day) || day > today) return refuse('Enter the day it was received: today or earlier.');
  // A day before today is kept as its noon in Manila: the acknowledgement prints the day.
  const at = day === today ? new Date().toISOString() : new Date(manilaDayStart(day).getTime() + 12 * 3600_000).toISOString();
  const operator = c.get('operator');
  const { paymentId, eventId } = await recordPaidByHand(
    c.env.DB,
    { versionId: accepted.id, leadId: lead.id, channel: method, status: 'paid', amountCentavos: amount, at, by: operator, reference },
    `${formatPesos(amount)} received by ${methodWords({ channel: method, provider_method: null })}${reference ? `, ref. ${reference}` : ''} (recorded by hand)`,
  );
  if (eventId !== null) await afterPaymentConfirmed(c.env, paymentId, eventId, { alertOwner: false }, c.get('logger'));
  return c.redirect(`${adminPaths.lead(lead.id)}/payments?done=recorded`, 303);
});

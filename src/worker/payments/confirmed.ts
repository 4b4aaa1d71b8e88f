// After a payment is confirmed (by PayMongo's webhook, or an operator): the customer's email with
// the acknowledgement PDF through the reply path, and the owner's alerts on every channel.
import { documentBusiness } from '../published-facts/document-business';
import { customerTimeInWords } from '../../shared/business-time';
import type { Logger } from '../../shared/logger';
import { formatPesos } from '../../shared/quotation-money';
import { leadReference } from '../../shared/quote-request';
import type { WorkerEnv } from '../app-env';
import { queueAlerts } from '../alerts/queue-lead-emails';
import { leadReply } from '../email/quote-emails';
import { replyAddressFor } from '../email/reply-address';
import { loadQuotationPdf } from '../lazy-modules';
import { leadById } from '../lead-records/leads';
import { parseDocument, versionById } from '../quotation-records/store';
import { leadMessageOf, storeLeadMessage } from '../lead-records/messages';
import { siteFacts } from '../published-facts/published';
import { acknowledgementTitle, inputTaxNotice } from './acknowledgement-words';
import { methodWords, paymentAmounts } from './amounts';
import { paymentById, paymentsForVersion } from './store';
import { enqueue } from '../queue/enqueue';

const acknowledgementNumber = (paymentId: number) => `AP-${String(paymentId).padStart(6, '0')}`;

/** Emails the customer the acknowledgement of one paid payment: the PDF kept in R2, the message on the lead. */
async function queueAcknowledgement(env: WorkerEnv, paymentId: number) {
  const payment = await paymentById(env.DB, paymentId);
  const version = payment && (await versionById(env.DB, payment.version_id));
  const lead = version && (await leadById(env.DB, version.lead_id));
  if (!payment || payment.status !== 'paid' || !version || !lead) return;
  const [facts, payments] = await Promise.all([siteFacts(env), paymentsForVersion(env.DB, version.id)]);
  const document = parseDocument(version);
  // The balance as of this payment: the ones paid before it and itself.
  const amounts = paymentAmounts(
    document,
    payments.filter((other) => other.id <= payment.id),
  );
  const number = acknowledgementNumber(payment.id);
  const method = methodWords(payment);
  const paymentReference = payment.provider_payment_id ?? payment.reference;
  const { drawAcknowledgementPdf } = await loadQuotationPdf();
  const bytes = await drawAcknowledgementPdf({
    number,
    business: documentBusiness(facts),
    customer: { name: lead.full_name, company: lead.company },
    quotationReference: document.reference,
    receivedOn: customerTimeInWords(payment.paid_at ?? payment.created_at),
    amountCentavos: payment.amount_centavos,
    method,
    paymentReference,
    amountDueCentavos: amounts.amountDue,
    paidCentavos: amounts.paid,
    balanceCentavos: amounts.balance,
  });
  const r2Key = `payment-acknowledgements/${crypto.randomUUID()}.pdf`;
  const fileName = `${number}.pdf`;
  await env.UPLOADS.put(r2Key, bytes, {
    httpMetadata: { contentType: 'application/pdf', contentDisposition: 'attachment' },
    customMetadata: { originalName: fileName, quotation: document.reference },
  });
  const reference = leadReference(lead.id, lead.created_at);
  const email = await leadReply({
    lead,
    business: facts.business,
    from: env.EMAIL_FROM,
    replyTo: replyAddressFor(reference, env),
    topic: `Payment received: ${formatPesos(payment.amount_centavos)} on ${document.reference}`,
    body: [
      `Hi ${lead.full_name},`,
      '',
      `Thank you: we received ${formatPesos(payment.amount_centavos)} by ${method} for quotation ${document.reference}${paymentReference ? ` (reference ${paymentReference})` : ''}.`,
      `Paid so far: ${formatPesos(amounts.paid)} of ${formatPesos(amounts.amountDue)}. Balance: ${formatPesos(amounts.balance)}.`,
      '',
      `Attached: ${acknowledgementTitle} (${number}). ${inputTaxNotice}. The invoice is issued separately.`,
    ].join('\n'),
    attachmentNames: [fileName],
  });
  try {
    const messageId = await storeLeadMessage(
      env.DB,
      leadMessageOf(lead, email, {
        createdAt: new Date().toISOString(),
        sender: 'Website (payment acknowledgement)',
        attachments: [{ r2Key, fileName, contentType: 'application/pdf', size: bytes.byteLength }],
      }),
      [
        env.DB.prepare(
          'UPDATE quotation_payments SET acknowledgement_message_id = (SELECT MAX(id) FROM lead_messages WHERE lead_id = ?) WHERE id = ?',
        ).bind(lead.id, payment.id),
      ],
    );
    await enqueue(env, [{ kind: 'reply', leadMessageId: messageId }]);
  } catch (error) {
    await env.UPLOADS.delete(r2Key);
    throw error;
  }
}

/**
 * The customer's acknowledgement and, for a payment the owner did not record themselves, the
 * owner's alerts. A fault is logged: the payment stays paid, and the owner sees it on the lead.
 */
export async function afterPaymentConfirmed(
  env: WorkerEnv,
  paymentId: number,
  eventId: number,
  options: { alertOwner: boolean },
  logger: Logger,
) {
  try {
    await queueAcknowledgement(env, paymentId);
  } catch (error) {
    logger.error('payment acknowledgement could not be made or queued', { paymentId, error: String(error) });
  }
  const payment = await paymentById(env.DB, paymentId);
  if (options.alertOwner && payment) await queueAlerts(env, payment.lead_id, 'quotation-answer', eventId, logger);
}

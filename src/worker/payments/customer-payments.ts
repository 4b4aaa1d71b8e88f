// The customer's side of paying an accepted quotation: what the page shows (down payment, paid,
// balance, the payments so far), "Pay now" (a PayMongo checkout, or the development stand-in
// under `npm start` without keys) and a proof of a bank or GCash transfer for the owner to confirm.
import { customerTimeInWords } from '../../shared/business-time';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import type { Logger } from '../../shared/logger';
import { formatPesos, parsePesos, pesoDigits } from '../../shared/quotation-money';
import type { QuotationDocument } from '../../shared/quotation';
import { appEnvironment } from '../../shared/release';
import { uploadLimitText } from '../../shared/upload-rules';
import type { WorkerEnv } from '../app-env';
import { checkUpload, postedFile } from '../storage/checked-upload';
import type { VersionRow } from '../quotation-records/store';
import type { CustomerPaymentView } from '../../shared/customer-payment-view';
import { methodWords, paymentAmounts } from './amounts';
import { developmentCheckout } from './dev-checkout-session';
import { createCheckoutSession, minimumCheckoutCentavos } from './paymongo-api';
import { dropPayment, insertPayment, proofEvent, recordCheckout, type PaymentRow } from './store';

/** A proof is a photo or a scan: the upload rules' image and PDF types, not drawings. */
const proofTypes = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' } as const;
const proofTypesText = 'PDF, JPG or PNG';

/** How "Pay now" is answered here: PayMongo with a secret key, the local stand-in under `npm start`, or not at all. */
function checkoutProvider(env: WorkerEnv): 'paymongo' | 'development' | null {
  if (env.PAYMONGO_SECRET_KEY) return 'paymongo';
  return appEnvironment(env.ENVIRONMENT) === 'development' ? 'development' : null;
}

const paymentStatusWords: Record<PaymentRow['status'], string> = {
  checkout: 'started, not confirmed',
  proof: 'proof received: we are checking it',
  paid: 'received',
  failed: 'not completed',
  rejected: 'proof not accepted',
};

export function customerPaymentView(
  env: WorkerEnv,
  document: QuotationDocument,
  payments: readonly PaymentRow[],
  methods: readonly string[],
): CustomerPaymentView {
  const amounts = paymentAmounts(document, payments);
  const shown = payments.filter((payment) => payment.status !== 'checkout' || payment.checkout_session_id !== null);
  return {
    amounts: {
      amountDue: formatPesos(amounts.amountDue),
      downPayment: formatPesos(amounts.downPayment),
      depositPercent: amounts.depositPercent,
      paid: formatPesos(amounts.paid),
      balance: formatPesos(amounts.balance),
      downPaymentLeft: formatPesos(amounts.downPaymentLeft),
    },
    suggested: pesoDigits(amounts.downPaymentLeft > 0 ? amounts.downPaymentLeft : amounts.balance),
    settled: amounts.balance === 0,
    payOnline: checkoutProvider(env) !== null && methods.length > 0 && amounts.balance >= minimumCheckoutCentavos,
    confirming: payments.some((payment) => payment.status === 'checkout' && payment.checkout_session_id !== null),
    paymentDetails: document.business.paymentDetails,
    proofAccept: Object.keys(proofTypes)
      .map((extension) => `.${extension}`)
      .join(','),
    proofLimits: `${proofTypesText}, up to ${uploadLimitText}.`,
    payments: shown.map((payment) => ({
      when: customerTimeInWords(payment.paid_at ?? payment.created_at),
      amount: formatPesos(payment.amount_centavos),
      method: methodWords(payment),
      status: paymentStatusWords[payment.status],
      note: payment.status === 'rejected' ? payment.reject_reason : null,
    })),
  };
}

type Refusal = { field: string; message: string; status: 400 | 409 | 413 | 415 | 502 };

/** An amount the customer typed: at least `minimum`, at most the balance. */
function amountProblem(text: string, balance: number, minimum: number): { centavos: number } | Refusal {
  if (balance <= 0) return { field: 'amount', message: 'This quotation is paid in full: thank you.', status: 409 };
  const centavos = parsePesos(text);
  if (centavos === null) return { field: 'amount', message: 'Enter the amount in pesos, e.g. 41,260.80.', status: 400 };
  if (centavos > balance) return { field: 'amount', message: `The balance is ${formatPesos(balance)}: enter at most that.`, status: 400 };
  if (centavos < Math.min(minimum, balance))
    return { field: 'amount', message: `Online payments start at ${formatPesos(minimum)}.`, status: 400 };
  return { centavos };
}

interface Payable {
  version: VersionRow;
  document: QuotationDocument;
  payments: readonly PaymentRow[];
  businessName: string;
  methods: readonly string[];
  /** The customer's page, absolute: the checkout returns there. */
  pageUrl: string;
}

/** Starts a checkout for the amount typed; the URL to send the customer to, or why not. */
export async function startCheckout(
  env: WorkerEnv,
  payable: Payable,
  amountText: string,
  logger: Logger,
): Promise<{ url: string } | Refusal> {
  const provider = payable.methods.length > 0 ? checkoutProvider(env) : null;
  if (!provider)
    return {
      field: 'amount',
      message: 'Online payment is not available: pay by bank transfer or GCash and send us the proof below.',
      status: 409,
    };
  const amount = amountProblem(amountText, paymentAmounts(payable.document, payable.payments).balance, minimumCheckoutCentavos);
  if ('field' in amount) return amount;
  const { version, document } = payable;
  const paymentId = await insertPayment(env.DB, {
    versionId: version.id,
    leadId: version.lead_id,
    channel: 'paymongo',
    status: 'checkout',
    amountCentavos: amount.centavos,
    at: new Date().toISOString(),
    by: 'Customer',
    reference: '',
  });
  if (paymentId === null)
    return { field: 'amount', message: 'Too many payments were started on this quotation: call or message us.', status: 409 };
  const request = {
    amountCentavos: amount.centavos,
    reference: document.reference,
    businessName: payable.businessName,
    methods: payable.methods,
    versionId: version.id,
    leadId: version.lead_id,
    paymentId,
    successUrl: `${payable.pageUrl}?payment=returned`,
    cancelUrl: `${payable.pageUrl}?payment=cancelled`,
  };
  const created =
    provider === 'paymongo'
      ? await createCheckoutSession(env, env.PAYMONGO_SECRET_KEY!, request)
      : { ok: true as const, checkout: developmentCheckout(request) };
  if (!created.ok) {
    logger.error('PayMongo checkout could not be created', { paymentId, detail: created.detail });
    await dropPayment(env.DB, paymentId);
    return {
      field: 'amount',
      message: 'The payment page could not be opened just now. Try again in a minute, or pay by transfer and send the proof below.',
      status: 502,
    };
  }
  await recordCheckout(env.DB, paymentId, created.checkout);
  return { url: created.checkout.checkoutUrl };
}

const oneLine = (text: string, max: number) => text.trim().length > 0 && text.trim().length <= max && !hasInvisibleCharacters(text);

/** Where a proof of transfer's file is kept; the payment row names it whatever becomes of the payment. */
export const paymentProofsPrefix = 'payment-proofs/';

/** Keeps a proof of transfer (file, reference number, amount) for the owner to confirm; its event id, or why not. */
export async function receiveProof(
  env: WorkerEnv,
  payable: Pick<Payable, 'version' | 'document' | 'payments'>,
  fields: Record<string, string | File>,
): Promise<{ eventId: number | null } | Refusal> {
  const reference = typeof fields.reference === 'string' ? fields.reference.trim() : '';
  if (!oneLine(reference, 60))
    return { field: 'reference', message: 'Enter the reference number of your transfer (up to 60 characters, one line).', status: 400 };
  const amount = amountProblem(
    typeof fields.paidAmount === 'string' ? fields.paidAmount : '',
    paymentAmounts(payable.document, payable.payments).balance,
    1,
  );
  if ('field' in amount) return { ...amount, field: 'paidAmount' };
  const file = postedFile(fields.proof);
  if (!file) return { field: 'proof', message: `Attach a screenshot or scan of the transfer (${proofTypesText}).`, status: 400 };
  const checked = await checkUpload(file, {
    fallbackName: 'proof-of-payment',
    types: proofTypes,
    says: {
      wrongType: (name) => `${name}: attach the proof as ${proofTypesText}.`,
      tooLarge: (name) => `${name} is larger than ${uploadLimitText}.`,
      notReal: (name, extension) => `${name} does not look like a real .${extension} file.`,
    },
  });
  if ('status' in checked) return { field: 'proof', message: checked.message, status: checked.status };
  const proof = {
    r2Key: `${paymentProofsPrefix}${crypto.randomUUID()}`,
    fileName: checked.name,
    contentType: checked.contentType,
    size: checked.bytes.byteLength,
  };
  await env.UPLOADS.put(proof.r2Key, checked.bytes, {
    httpMetadata: { contentType: proof.contentType, contentDisposition: 'attachment' },
    customMetadata: { originalName: checked.name, quotation: payable.document.reference },
  });
  const at = new Date().toISOString();
  const { version } = payable;
  let paymentId: number | null;
  try {
    paymentId = await insertPayment(env.DB, {
      versionId: version.id,
      leadId: version.lead_id,
      channel: 'proof',
      status: 'proof',
      amountCentavos: amount.centavos,
      at,
      by: 'Customer',
      reference,
      proof,
    });
  } catch (error) {
    await env.UPLOADS.delete(proof.r2Key);
    throw error;
  }
  if (paymentId === null) {
    await env.UPLOADS.delete(proof.r2Key);
    return { field: 'proof', message: 'Many proofs are waiting on this quotation already: call or message us.', status: 409 };
  }
  const eventId = await proofEvent(
    env.DB,
    { id: paymentId, version_id: version.id, lead_id: version.lead_id },
    `${formatPesos(amount.centavos)}, reference ${reference}`,
    at,
  );
  return { eventId };
}

// PayMongo's REST API over fetch (docs/payments.md): Basic auth with the secret key as the user
// name and no password. Their Node SDK needs axios and Buffer and has no Checkout Sessions.
import type { WorkerEnv } from '../app-env';
import { alertTimeoutMs, answerDetail, isRetryableStatus } from '../queue/send-result';

const defaultPaymongoApiUrl = 'https://api.paymongo.com';

/** PayMongo's checkout accepts amounts from ₱20.00 (2000 centavos). */
export const minimumCheckoutCentavos = 2000;

const paymongoApiUrl = (env: Pick<WorkerEnv, 'PAYMONGO_API_URL'>) => (env.PAYMONGO_API_URL || defaultPaymongoApiUrl).replace(/\/$/, '');

/** Live keys start sk_live_; anything else is test mode, whose events are signed in `te` and carry livemode false. */
export const paymongoMode = (secretKey: string | undefined): 'live' | 'test' => (secretKey?.startsWith('sk_live_') ? 'live' : 'test');

const authorization = (secretKey: string) => `Basic ${btoa(`${secretKey}:`)}`;

export interface CheckoutRequest {
  amountCentavos: number;
  /** The quotation version's reference: the line item, the description and PayMongo's reference number. */
  reference: string;
  businessName: string;
  methods: readonly string[];
  versionId: number;
  leadId: number;
  paymentId: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  id: string;
  checkoutUrl: string;
  paymentIntentId: string | null;
}

/** The body PayMongo's "Create a Checkout Session" takes (POST /v1/checkout_sessions). */
function checkoutSessionBody(request: CheckoutRequest) {
  const description = `Down payment on quotation ${request.reference}`;
  return {
    data: {
      attributes: {
        line_items: [{ name: description, amount: request.amountCentavos, currency: 'PHP', quantity: 1 }],
        payment_method_types: request.methods,
        description: `${description} (${request.businessName})`,
        reference_number: request.reference,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        send_email_receipt: false,
        show_description: true,
        show_line_items: true,
        // Strings only: PayMongo's metadata holds no numbers or nested objects.
        metadata: {
          quotation_version_id: String(request.versionId),
          lead_id: String(request.leadId),
          payment_id: String(request.paymentId),
          reference: request.reference,
        },
      },
    },
  };
}

type CheckoutAnswer = { ok: true; checkout: CreatedCheckout } | { ok: false; retryable: boolean; detail: string };

/** Creates a hosted checkout for one payment. */
export async function createCheckoutSession(env: WorkerEnv, secretKey: string, request: CheckoutRequest): Promise<CheckoutAnswer> {
  let response: Response;
  try {
    response = await fetch(`${paymongoApiUrl(env)}/v1/checkout_sessions`, {
      method: 'POST',
      headers: { Authorization: authorization(secretKey), 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(checkoutSessionBody(request)),
      signal: AbortSignal.timeout(alertTimeoutMs),
    });
  } catch (error) {
    return { ok: false, retryable: true, detail: `PayMongo unreachable: ${String(error)}` };
  }
  const text = await response.text();
  if (!response.ok)
    return { ok: false, retryable: isRetryableStatus(response.status), detail: `PayMongo ${response.status}: ${answerDetail(text)}` };
  try {
    const session = JSON.parse(text) as {
      data?: { id?: unknown; attributes?: { checkout_url?: unknown; payment_intent?: { id?: unknown } | null } };
    };
    const id = session.data?.id;
    const checkoutUrl = session.data?.attributes?.checkout_url;
    const intent = session.data?.attributes?.payment_intent?.id;
    if (typeof id !== 'string' || typeof checkoutUrl !== 'string' || !/^https?:\/\//.test(checkoutUrl))
      throw new Error('no id or checkout_url');
    return { ok: true, checkout: { id, checkoutUrl, paymentIntentId: typeof intent === 'string' ? intent : null } };
  } catch (error) {
    return { ok: false, retryable: false, detail: `PayMongo answered without a checkout: ${String(error)}; ${answerDetail(text)}` };
  }
}

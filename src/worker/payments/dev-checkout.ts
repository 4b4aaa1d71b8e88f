// /dev/checkout/<session>: "PayMongo checkout (development)", the stand-in `npm start` offers
// without PayMongo keys, like the development outbox; production and staging answer 404. It
// shows the amount and methods, and Pay or Fail posts the webhook PayMongo would send, signed
// with PAYMONGO_WEBHOOK_SECRET, through the same receiver as /api/paymongo.
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { formatPesos } from '../../shared/quotation-money';
import { appEnvironment } from '../../shared/release';
import type { AppEnv } from '../app-env';
import { sameOriginOnly } from '../middleware/same-origin';
import { cspNonce } from '../middleware/security-headers';
import { parseDocument, versionById } from '../quotation-records/store';
import { siteFacts } from '../published-facts/published';
import { isPaymongoMethod, paymongoMethods } from '../../shared/payment-methods';
import { developmentId } from './dev-checkout-session';
import { paymentByCheckoutSession, type PaymentRow } from './store';
import { receiveWebhook } from './webhook';
import { signatureHeader } from './webhook-signature';

export const developmentCheckoutRoutes = new Hono<AppEnv>();

developmentCheckoutRoutes.use(async (c, next) => {
  if (appEnvironment(c.env.ENVIRONMENT) !== 'development') return c.text('Not found.', 404);
  await next();
});

/** Back to the customer's quotation page only: never an address off the site. */
const returnPath = (c: Context<AppEnv>) => {
  const path = c.req.query('return') ?? '';
  return /^\/quotation\/[A-Za-z0-9_-]{43}$/.test(path) ? path : null;
};

async function sessionPayment(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  return /^cs_dev_[0-9a-f]{24}$/.test(id) ? paymentByCheckoutSession(c.env.DB, id) : null;
}

async function page(c: Context<AppEnv>, payment: PaymentRow, message: string | null) {
  const version = await versionById(c.env.DB, payment.version_id);
  const methods = (await siteFacts(c.env)).quotations.paymentMethods;
  const reference = version ? parseDocument(version).reference : '';
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>PayMongo checkout (development)</title>
          <style nonce="${cspNonce(c)}">
            body {
              font-family: system-ui, sans-serif;
              max-width: 32rem;
              margin: 1rem auto;
              padding: 0 1rem;
            }
            label {
              display: block;
              padding: 0.5rem 0;
            }
            button {
              padding: 0.75rem 1.25rem;
              margin: 0 0.5rem 0.5rem 0;
            }
          </style>
        </head>
        <body>
          <p><strong>Development stand-in</strong> for PayMongo's hosted checkout: no money moves.</p>
          <h1>Pay ${formatPesos(payment.amount_centavos)}</h1>
          <p>Down payment on quotation ${reference}</p>
          ${message ? html`<p role="status"><strong>${message}</strong></p>` : ''}
          <p>Status: ${payment.status}</p>
          <form method="post">
            <fieldset>
              <legend>Method</legend>
              ${methods.map(
                (method, index) =>
                  html`<label
                    ><input type="radio" name="method" value="${method}" ${index === 0 ? 'checked' : ''} />
                    ${paymongoMethods[method]}</label
                  >`,
              )}
            </fieldset>
            <p>
              <button type="submit" name="outcome" value="pay">Pay ${formatPesos(payment.amount_centavos)}</button>
              <button type="submit" name="outcome" value="fail">Fail the payment</button>
            </p>
          </form>
        </body>
      </html>`,
    200,
    { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  );
}

developmentCheckoutRoutes.get('/:id', async (c) => {
  const payment = await sessionPayment(c);
  if (!payment || !returnPath(c)) return c.text('No development checkout with that id.', 404);
  return page(c, payment, null);
});

/** The event PayMongo sends for this outcome, in its documented shape. */
function eventFor(payment: PaymentRow, outcome: 'pay' | 'fail', method: string, nowSeconds: number) {
  const paymentResource = {
    id: `pay_dev_${developmentId()}`,
    type: 'payment',
    attributes: {
      amount: payment.amount_centavos,
      currency: 'PHP',
      description: `Down payment (development checkout ${payment.checkout_session_id})`,
      fee: outcome === 'pay' ? Math.round(payment.amount_centavos * 0.015) : 0,
      net_amount: outcome === 'pay' ? payment.amount_centavos - Math.round(payment.amount_centavos * 0.015) : 0,
      livemode: false,
      status: outcome === 'pay' ? 'paid' : 'failed',
      source: { id: `src_dev_${developmentId()}`, type: method },
      payment_intent_id: payment.payment_intent_id,
      paid_at: outcome === 'pay' ? nowSeconds : null,
      created_at: nowSeconds,
      updated_at: nowSeconds,
    },
  };
  const data =
    outcome === 'pay'
      ? {
          id: payment.checkout_session_id,
          type: 'checkout_session',
          attributes: {
            checkout_url: `https://checkout.paymongo.com/${payment.checkout_session_id}`,
            payment_intent: { id: payment.payment_intent_id },
            payments: [paymentResource],
            status: 'active',
          },
        }
      : paymentResource;
  return {
    data: {
      id: `evt_dev_${developmentId()}`,
      type: 'event',
      attributes: {
        type: outcome === 'pay' ? 'checkout_session.payment.paid' : 'payment.failed',
        livemode: false,
        data,
        created_at: nowSeconds,
        updated_at: nowSeconds,
      },
    },
  };
}

developmentCheckoutRoutes.post('/:id', sameOriginOnly({ what: 'The development checkout' }), async (c) => {
  const payment = await sessionPayment(c);
  const back = returnPath(c);
  if (!payment || !back) return c.text('No development checkout with that id.', 404);
  const fields = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const outcome = fields.outcome === 'fail' ? 'fail' : 'pay';
  const method = typeof fields.method === 'string' && isPaymongoMethod(fields.method) ? fields.method : 'qrph';
  const secret = c.env.PAYMONGO_WEBHOOK_SECRET;
  if (!secret) return c.text('PAYMONGO_WEBHOOK_SECRET is not set: `npm start` sets one; restart it.', 503);
  const now = new Date();
  const body = JSON.stringify(eventFor(payment, outcome, method, Math.floor(now.getTime() / 1000)));
  const answer = await receiveWebhook(
    c.env,
    c.get('logger'),
    body,
    await signatureHeader(secret, body, 'test', Math.floor(now.getTime() / 1000)),
    now,
  );
  if (answer.status !== 200) return c.text(`The webhook was refused (${answer.status}): ${JSON.stringify(answer.body)}`, 502);
  if (outcome === 'fail') return page(c, payment, 'The payment failed: payment.failed was sent. Try again or go back.');
  return c.redirect(`${back}?payment=returned`, 303);
});

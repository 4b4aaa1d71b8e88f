// The development stand-in for PayMongo's hosted checkout (never in production): a session made
// up here, whose page (dev-checkout.tsx) lets a tester pay or fail and then posts the webhook
// PayMongo would send, signed as PayMongo signs it.
import type { CheckoutRequest, CreatedCheckout } from './paymongo-api';

export const developmentCheckoutPath = '/dev/checkout';

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function developmentCheckout(request: Pick<CheckoutRequest, 'successUrl' | 'cancelUrl'>): CreatedCheckout {
  const id = `cs_dev_${randomId()}`;
  // Back to the customer's page (its path only: the stand-in never sends anyone off the site).
  const back = new URL(request.successUrl).pathname;
  return {
    id,
    checkoutUrl: `${developmentCheckoutPath}/${id}?return=${encodeURIComponent(back)}`,
    paymentIntentId: `pi_dev_${randomId()}`,
  };
}

export { randomId as developmentId };

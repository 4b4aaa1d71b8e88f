// The payment methods of PayMongo's hosted checkout (its payment_method_types), as the owner
// chooses them in Site facts > Quotations and as receipts word them. Which ones an account may
// offer depends on how it is registered (docs/payments.md): every account has QR Ph.

export const paymongoMethods = {
  qrph: 'QR Ph (any bank or e-wallet app)',
  gcash: 'GCash',
  paymaya: 'Maya',
  grab_pay: 'GrabPay',
  shopee_pay: 'ShopeePay',
  card: 'Credit or debit card',
  dob: 'BPI online',
  dob_ubp: 'UnionBank online',
  brankas_bdo: 'BDO online',
  brankas_landbank: 'Landbank online',
  brankas_metrobank: 'Metrobank online',
} as const;

export type PaymongoMethod = keyof typeof paymongoMethods;

export const paymongoMethodKeys = Object.keys(paymongoMethods) as [PaymongoMethod, ...PaymongoMethod[]];

export const isPaymongoMethod = (value: string): value is PaymongoMethod => Object.hasOwn(paymongoMethods, value);

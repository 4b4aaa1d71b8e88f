// A priced quotation: the builder's draft, the frozen document a sent version holds (the
// customer's page, the PDF and the email all read it), its statuses and its limits. The draft's
// schema checks every form post and every stored draft. Worker-only at run time (zod).
import * as z from 'zod';
import { hasInvisibleCharacters, hasInvisibleCharactersBesidesLineBreaks } from './invisible-characters';
import { paymongoMethodKeys } from './payment-methods';
import { maxUnitPriceCentavos, type LineKind, type QuotationTotals, type TotalDiscount, type VatMode } from './quotation-money';

export const quotationLimits = {
  lines: 100,
  description: 400,
  unit: 16,
  unitPriceCentavos: maxUnitPriceCentavos,
  /** 100,000 units, in thousandths. */
  quantityMilli: 100_000_000,
  /** ₱1,000,000,000.00 for the whole quotation. */
  totalCentavos: 100_000_000_000,
  termText: 300,
  notes: 1000,
  validityDays: 90,
} as const;

/** Text a person typed on one line: no control or hidden characters. */
const oneLine = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} is at most ${max} characters.`)
    .refine(
      (value) => !hasInvisibleCharacters(value),
      `The ${what} must be one line of plain text: remove line breaks and hidden characters.`,
    );

/** Text that may run over several lines, but holds no other control or hidden characters. */
const paragraph = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} is at most ${max} characters.`)
    .refine(
      (value) => !hasInvisibleCharactersBesidesLineBreaks(value),
      `The ${what} may have line breaks but no hidden or control characters: paste it as plain text.`,
    );

export const lineKinds = { goods: 'Goods', service: 'Service' } as const satisfies Record<LineKind, string>;

const quotationLineSchema = z
  .object({
    kind: z.enum(['goods', 'service']),
    description: paragraph(quotationLimits.description, 'description').pipe(z.string().min(1, 'Describe the line.')),
    quantityMilli: z
      .number()
      .int()
      .min(1, 'Enter a quantity above zero.')
      .max(quotationLimits.quantityMilli, 'A line holds at most 100,000 units.'),
    unit: oneLine(quotationLimits.unit, 'unit').pipe(z.string().min(1, 'Enter the unit, e.g. pc, length, kg, lot.')),
    /** null while the owner has not priced the line: a draft may keep it, a sent version may not. */
    unitPriceCentavos: z
      .number()
      .int()
      .min(1, 'Enter a unit price above zero.')
      .max(quotationLimits.unitPriceCentavos, 'A unit price is at most ₱100,000,000.00.')
      .nullable(),
    discountBasisPoints: z.number().int().min(0).max(10_000, 'A discount is at most 100%.'),
  })
  // A line within the quotation's limit keeps every sum of 100 lines an exact number of centavos.
  .refine(
    (line) => line.unitPriceCentavos === null || (line.quantityMilli / 1000) * line.unitPriceCentavos <= quotationLimits.totalCentavos,
    { message: 'This line comes to over ₱1,000,000,000.00: check the quantity and the unit price.', path: ['unitPriceCentavos'] },
  );
export type QuotationLine = z.output<typeof quotationLineSchema>;

const totalDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('percent'), basisPoints: z.number().int().min(1).max(10_000, 'A discount is at most 100%.') }),
  z.object({ kind: z.literal('amount'), centavos: z.number().int().min(1).max(quotationLimits.totalCentavos) }),
]);

/** The terms a quotation states; their defaults are site facts the owner sets (quotationSettingsSchema). */
const quotationTermsSchema = z.object({
  validityDays: z
    .number('Enter the validity in days, e.g. 15.')
    .int('Enter the validity in whole days.')
    .min(1, `A quotation is valid for 1 to ${quotationLimits.validityDays} days.`)
    .max(quotationLimits.validityDays, `A quotation is valid for 1 to ${quotationLimits.validityDays} days.`),
  depositPercent: z
    .number('Enter the down payment as a percentage, e.g. 50.')
    .int('Enter the down payment as a whole percentage.')
    .min(0, 'The down payment is 0 to 100%.')
    .max(100, 'The down payment is 0 to 100%.'),
  paymentTerms: oneLine(quotationLimits.termText, 'payment terms'),
  leadTime: oneLine(quotationLimits.termText, 'lead time'),
  deliveryTerms: oneLine(quotationLimits.termText, 'delivery terms'),
  notes: paragraph(quotationLimits.notes, 'notes'),
});
type QuotationTerms = z.output<typeof quotationTermsSchema>;

export const quotationDraftSchema = z.object({
  lines: z.array(quotationLineSchema).max(quotationLimits.lines, `A quotation holds at most ${quotationLimits.lines} lines.`),
  discount: totalDiscountSchema,
  withholding: z.boolean(),
  terms: quotationTermsSchema,
});
export type QuotationDraft = z.output<typeof quotationDraftSchema>;

/** TIN as the BIR writes it: 000-000-000 with an optional branch code (000 or 00000). */
const tin = z
  .string()
  .trim()
  .regex(/^\d{3}-\d{3}-\d{3}(-\d{3}|-\d{5})?$/, 'Enter the TIN as 000-000-000-000 (or 000-000-000-00000).');

/** How the business quotes: its VAT registration, TIN, payment details and the terms each new quotation starts with. */
export const quotationSettingsSchema = z.object({
  vat: z.enum(['vat-exclusive', 'vat-inclusive', 'non-vat'], 'Choose how the business is registered for VAT.'),
  /** null until the owner enters it; the quotation then shows no TIN line. */
  tin: tin.nullable(),
  /** Bank account and GCash lines, shown on quotations and in the acceptance confirmation. */
  paymentDetails: paragraph(600, 'payment details'),
  terms: quotationTermsSchema,
  /** What "Pay now" offers in PayMongo's checkout (none: no "Pay now"); published facts from before it offer QR Ph. */
  paymentMethods: z
    .array(z.enum(paymongoMethodKeys))
    .refine((methods) => new Set(methods).size === methods.length, 'Tick each method once.')
    .default(['qrph']),
});
export type QuotationSettings = z.output<typeof quotationSettingsSchema>;

export const vatModes = {
  'vat-exclusive': 'VAT-registered, prices before VAT (VAT 12% added)',
  'vat-inclusive': 'VAT-registered, prices include VAT (VAT 12% shown)',
  'non-vat': 'Non-VAT registered',
} as const satisfies Record<VatMode, string>;

/** A sent version, frozen: every figure the page, the PDF and the email show comes from here. */
export interface QuotationDocument {
  /** Q-2026-000123, then Q-2026-000123-R1... */
  reference: string;
  /** Manila days, YYYY-MM-DD. */
  issuedOn: string;
  validUntil: string;
  business: {
    name: string;
    address: string;
    phone: string;
    email: string;
    tin: string | null;
    vat: VatMode;
    paymentDetails: string;
  };
  customer: { name: string; company: string | null; email: string; phone: string };
  lines: (Omit<QuotationLine, 'unitPriceCentavos'> & { unitPriceCentavos: number; amountCentavos: number })[];
  discount: TotalDiscount;
  withholding: boolean;
  totals: QuotationTotals;
  terms: QuotationTerms;
  preparedBy: string;
}

/** Q-2026-000123 for the first version (the request's own reference), Q-2026-000123-R1 for the first revision. */
export const versionReference = (leadReference: string, revision: number) =>
  revision === 0 ? leadReference : `${leadReference}-R${revision}`;

export const quotationStatuses = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Superseded',
  voided: 'Voided',
} as const;
export type QuotationStatus = keyof typeof quotationStatuses;

export interface VersionState {
  revision: number;
  validUntil: string;
  viewedAt: string | null;
  response: 'accepted' | 'declined' | null;
  voidedAt: string | null;
}

/** Where a sent version stands on Manila day `today`, given the newest revision of its quotation. */
export function versionStatus(version: VersionState, newestRevision: number, today: string): Exclude<QuotationStatus, 'draft'> {
  if (version.response) return version.response;
  if (version.voidedAt) return 'voided';
  if (version.revision < newestRevision) return 'superseded';
  if (version.validUntil < today) return 'expired';
  return version.viewedAt ? 'viewed' : 'sent';
}

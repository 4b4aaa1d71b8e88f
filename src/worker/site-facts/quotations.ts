// Site facts' Quotations form: the VAT registration, TIN, payment details and the terms every new
// quotation starts with. Never on the public site: quotations, their PDF and emails read them.
// Each field is named for its key in the schema, whose messages are the ones shown.
import { quotationSettingsSchema, vatModes, type QuotationSettings } from '../../shared/quotation';
import { paymongoMethodKeys, type PaymongoMethod } from '../../shared/payment-methods';
import type { SiteFacts } from '../../shared/site-facts';
import type { FieldErrors, FormValues, SectionResult } from './form-result';

/** Each PayMongo method is a checkbox of its own: `method-gcash`. */
const methodField = (method: PaymongoMethod) => `method-${method}`;

export function quotationValues({ vat, tin, paymentDetails, terms, paymentMethods }: QuotationSettings): FormValues {
  return {
    ...Object.fromEntries(paymentMethods.map((method) => [methodField(method), 'on'])),
    vat,
    tin: tin ?? '',
    paymentDetails,
    validityDays: String(terms.validityDays),
    depositPercent: String(terms.depositPercent),
    paymentTerms: terms.paymentTerms,
    leadTime: terms.leadTime,
    deliveryTerms: terms.deliveryTerms,
    notes: terms.notes,
  };
}

/** A number as typed; anything else goes to the schema as it is, which refuses it in its own words. */
const typedNumber = (text = '') => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text.trim() || undefined);
/** A textarea posts CRLF line breaks; stored as LF, so saving the same text again changes nothing. */
const typedLines = (text = '') => text.replaceAll('\r\n', '\n');

export function parseQuotations(values: FormValues, facts: SiteFacts): SectionResult {
  const parsed = quotationSettingsSchema.safeParse({
    vat: values.vat,
    tin: values.tin?.trim() ? values.tin : null,
    paymentDetails: typedLines(values.paymentDetails),
    paymentMethods: paymongoMethodKeys.filter((method) => values[methodField(method)] === 'on'),
    terms: {
      validityDays: typedNumber(values.validityDays),
      depositPercent: typedNumber(values.depositPercent),
      paymentTerms: values.paymentTerms ?? '',
      leadTime: values.leadTime ?? '',
      deliveryTerms: values.deliveryTerms ?? '',
      notes: typedLines(values.notes),
    },
  });
  if (parsed.success) return { ok: true, facts: { ...facts, quotations: parsed.data } };
  const errors: FieldErrors = {};
  // The field is the path's last key: terms.validityDays -> validityDays.
  for (const issue of parsed.error.issues) errors[String(issue.path.at(-1))] ??= issue.message;
  return { ok: false, errors };
}

/** A value as a change's line shows it: its lines joined, cut at 80 characters; "none" when empty. */
function briefly(text: string): string {
  if (!text) return 'none';
  const oneLine = text.replaceAll('\n', ' / ');
  return oneLine.length > 80 ? `${oneLine.slice(0, 79)}…` : oneLine;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

const quotationFields: [label: string, read: (settings: QuotationSettings) => string][] = [
  ['VAT registration', (s) => vatModes[s.vat]],
  ['TIN', (s) => s.tin ?? ''],
  ['payment details', (s) => s.paymentDetails],
  ['PayMongo methods', (s) => s.paymentMethods.join(', ')],
  ['quotation validity', (s) => days(s.terms.validityDays)],
  ['down payment', (s) => `${s.terms.depositPercent}%`],
  ['payment terms', (s) => s.terms.paymentTerms],
  ['lead time', (s) => s.terms.leadTime],
  ['delivery terms', (s) => s.terms.deliveryTerms],
  ['quotation notes', (s) => s.terms.notes],
];

/** e.g. ["VAT registration: Non-VAT registered → VAT-registered, prices before VAT (VAT 12% added)", "down payment: 50% → 30%"]. */
export function quotationChanges(before: QuotationSettings, after: QuotationSettings): string[] {
  return quotationFields.flatMap(([label, read]) => {
    const [was, now] = [read(before), read(after)];
    return was === now ? [] : [`${label}: ${briefly(was)} → ${briefly(now)}`];
  });
}

// A month's spend on a campaign as the owner enters it on /admin/campaign-spend: the form's
// fields, what each accepts, and the words that say what is wrong. Amounts are integer centavos.
import { formatPesos, parsePesos } from './quotation-money';
import { campaignTag } from './visit-source-rules';

/** ₱100,000,000.00: a month's spend on one campaign at or above it is a typing mistake. */
const spendLimitCentavos = 10_000_000_000;

export const spendFields = ['month', 'campaign', 'amount'] as const;
export type SpendField = (typeof spendFields)[number];

export interface SpendEntryInput {
  /** 'YYYY-MM', a Manila calendar month. */
  month: string;
  /** As the overview groups leads: trimmed, lower case, spaces as hyphens. */
  campaign: string;
  spendCentavos: number;
}

export type SpendFormResult = { ok: true; entry: SpendEntryInput } | { ok: false; errors: Partial<Record<SpendField, string>> };

const monthPattern = /^(20\d\d)-(0[1-9]|1[0-2])$/;

export const isSpendMonth = (value: string) => monthPattern.test(value);

/** The campaign as stored, or '' when it cannot be a campaign's name. */
export const spendCampaign = (value: string) => campaignTag(value);

/** Pesos as typed (read by parsePesos, as every price is) to centavos, or the reason they cannot be a spend. */
function parseSpendAmount(typed: string): { centavos: number } | { error: string } {
  const text = typed.trim();
  const tooMuch = { error: `That is ${formatPesos(spendLimitCentavos)} or more: check the amount.` };
  if (text === '') return { error: 'Enter the amount spent in pesos, e.g. 5,000.' };
  if (/^(?:₱|php|p)?\s*-/i.test(text)) return { error: 'A spend cannot be negative: enter the amount spent in pesos, e.g. 5,000.' };
  const centavos = parsePesos(text);
  if (centavos !== null) return centavos < spendLimitCentavos ? { centavos } : tooMuch;
  // parsePesos refuses zero and amounts past its limit as it refuses words: tell them apart.
  const digits = /^(?:₱|php|p)?\s*([\d,]+)(?:\.(\d{1,2}))?$/i.exec(text);
  if (digits && /^[0,]+$/.test(digits[1]!) && /^0*$/.test(digits[2] ?? '')) {
    return { error: 'A spend of ₱0.00 is not kept: to take a month off, use Remove beside it in the list.' };
  }
  if (digits && /^\d{1,3}(,\d{3})*$|^\d+$/.test(digits[1]!)) return tooMuch;
  return { error: `"${text}" is not an amount in pesos: write digits, with at most two decimals, e.g. 5,000 or 5000.50.` };
}

/** The posted form checked field by field; `thisMonth` ('YYYY-MM', Manila) is the last a spend can be in. */
export function parseSpendForm(fields: Partial<Record<SpendField, unknown>>, thisMonth: string): SpendFormResult {
  const text = (field: SpendField) => (typeof fields[field] === 'string' ? (fields[field] as string) : '');
  const errors: Partial<Record<SpendField, string>> = {};
  const month = text('month').trim();
  if (!isSpendMonth(month)) {
    errors.month = month
      ? `"${month}" is not a month: choose one, or write it as year-month, e.g. 2026-11 for November 2026.`
      : 'Choose the month the money was spent in.';
  } else if (month > thisMonth) {
    // A typo such as 2062-11 for 2026-11 would be kept where no overview ever shows it.
    errors.month = `${month} has not begun: a spend is money already spent. Choose ${thisMonth} or an earlier month.`;
  }
  const campaign = spendCampaign(text('campaign'));
  if (!campaign) {
    errors.campaign = text('campaign').trim()
      ? "A campaign's name is its links' utm_campaign: letters, digits, '-', '.' or '_', at most 40 characters, e.g. facebook-promo."
      : "Enter the campaign's name as in its links' utm_campaign, e.g. facebook-promo.";
  }
  const amount = parseSpendAmount(text('amount'));
  if ('error' in amount) errors.amount = amount.error;
  if (Object.keys(errors).length > 0 || 'error' in amount) return { ok: false, errors };
  return { ok: true, entry: { month, campaign, spendCentavos: amount.centavos } };
}

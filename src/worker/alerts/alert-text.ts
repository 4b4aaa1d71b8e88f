// The words of an alert: reference, name, service and the dashboard link, nothing else
// personal (an SMS or a chat message is read on a lock screen and kept by a third party).
import { adminPaths } from '../../shared/admin-paths';
import { stripInvisibleCharacters } from '../../shared/invisible-characters';
import { leadReference, optionLabel, quoteServiceOptions } from '../../shared/quote-request';
import type { AlertKind } from '../lead-records/alerts';
import type { LeadRow } from '../lead-records/leads';

/** Keeps an SMS near one 160-character part whatever name was typed. */
const nameLength = 40;

/**
 * The visitor typed the name: angle brackets go (Slack's `<!channel>` and Google Chat's
 * `<users/all>` would ping everyone) and so do line breaks and hidden characters.
 */
export function displayName(name: string): string {
  const cleaned = stripInvisibleCharacters(name).replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
  // Three dots, not '…': one character outside the GSM alphabet makes every SMS part 70 characters.
  return cleaned.length > nameLength ? `${cleaned.slice(0, nameLength - 3)}...` : cleaned;
}

export const leadDashboardUrl = (siteUrl: string, leadId: number) => `${siteUrl.replace(/\/$/, '')}${adminPaths.lead(leadId)}`;

/** What the customer did with a quotation, for its alert. */
export const quotationAnswers = {
  viewed: 'opened',
  'changes-requested': 'asked for changes to',
  accepted: 'accepted',
  declined: 'declined',
  paid: 'paid on',
  'payment-proof': 'sent a proof of payment for',
} as const;
export type QuotationAnswer = keyof typeof quotationAnswers;

/** `answer`: what a 'quotation-answer' alert reports; `version`: the quotation a 'quotation-expiring' one is about; `drawing`: a 'drawing-answer''s. */
export function alertText(
  kind: AlertKind,
  lead: Pick<LeadRow, 'id' | 'created_at' | 'full_name' | 'service'>,
  siteUrl: string,
  about: { answer?: QuotationAnswer; version?: string; payment?: string; drawing?: string } = {},
): string {
  const reference = leadReference(lead.id, lead.created_at);
  const opening = {
    'new-lead': `New quote request ${reference}`,
    reminder: `Still new after one working day: ${reference}`,
    'customer-reply': `The customer replied on ${reference}`,
    'follow-up': `Follow up today: ${reference}`,
    // A payment's alert opens with what came in: "₱41,260.80 paid by GCash on Q-2026-000123".
    'quotation-answer':
      about.payment ?? `The customer ${quotationAnswers[about.answer ?? 'viewed']} quotation ${about.version ?? reference}`,
    'quotation-expiring': `Quotation ${about.version ?? reference} expires in two working days, unanswered`,
    // "The customer approved shop drawing rev. 2 of J-2026-000007"
    'drawing-answer': `The customer ${about.drawing ?? `answered on the shop drawing of ${reference}`}`,
  }[kind];
  // An expiring quotation's link opens the reply box filled with the follow-up: one tap sends it.
  const link = `${leadDashboardUrl(siteUrl, lead.id)}${kind === 'quotation-expiring' ? '?template=quotation-follow-up#reply' : ''}`;
  return `${opening} from ${displayName(lead.full_name)}: ${optionLabel(quoteServiceOptions, lead.service)}. ${link}`;
}

// To the business: a customer answered a quotation, or one is about to expire unanswered.
import type { EmailTemplate } from '../render-email';
import { headingStyle } from './EmailLayout';

export interface QuotationAlertProps {
  /** The alert's words, e.g. "The customer accepted quotation Q-2026-000123 from Ana Cruz: ...". */
  headline: string;
  what: string;
  url: string;
}

function Html({ headline, what, url }: QuotationAlertProps) {
  return (
    <>
      <h1 style={headingStyle}>{headline}</h1>
      <p>{what}</p>
      <p>
        <a href={url}>Open the lead in the dashboard</a> (sign-in required).
      </p>
    </>
  );
}

export const quotationAlertEmail: EmailTemplate<QuotationAlertProps> = {
  subject: ({ headline }) => headline,
  Html,
  text: ({ headline, what, url }) => [headline, '', what, '', `Open the lead in the dashboard: ${url}`].join('\n'),
};

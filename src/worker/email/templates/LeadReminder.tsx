// To the business: a lead is still "new" one working day after it arrived.
import type { EmailTemplate } from '../render-email';
import { headingStyle } from './EmailLayout';
import { ownerLeadText, type OwnerLeadLine } from './owner-lead-line';

export interface LeadReminderProps {
  lead: OwnerLeadLine;
}

function Html({ lead }: LeadReminderProps) {
  return (
    <>
      <h1 style={headingStyle}>{lead.reference} is still new</h1>
      <p>
        {lead.name} asked for a quote ({lead.service}) on {lead.receivedAt}, one working day ago, and the lead is still marked new. Buyers
        often ask several fabricators; an answer today keeps this one.
      </p>
      <p>
        <a href={lead.url}>Open {lead.reference} in the dashboard</a> (sign-in required) to answer it or change its status.
      </p>
    </>
  );
}

export const leadReminderEmail: EmailTemplate<LeadReminderProps> = {
  subject: ({ lead }) => `Still waiting for an answer: ${lead.reference} from ${lead.name}`,
  Html,
  text: ({ lead }) =>
    [
      `${lead.reference} is still new one working day after it arrived.`,
      '',
      ownerLeadText(lead),
      '',
      'Answer it or change its status in the dashboard.',
    ].join('\n'),
};

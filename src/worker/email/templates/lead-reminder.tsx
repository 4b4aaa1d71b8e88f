// To the business: a lead is still "new" one working day after it arrived.
import { renderEmail, type RenderedEmail } from '../render-email';
import { summaryLine, type LeadSummary } from './lead-summary';

export function leadReminderEmail({ lead }: { lead: LeadSummary }): RenderedEmail {
  const subject = `Still waiting for an answer: ${lead.reference} from ${lead.name.replace(/\s+/g, ' ')}`;
  const body = (
    <>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>{lead.reference} is still new</h1>
      <p>
        {lead.name} asked for a quote ({lead.service}) on {lead.receivedAt}, one working day ago, and the lead is still marked new.
        Buyers often ask several fabricators; an answer today keeps this one.
      </p>
      <p>
        <a href={lead.url}>Open {lead.reference} in the dashboard</a> (sign-in required) to answer it or change its status.
      </p>
    </>
  );
  const text = [`${lead.reference} is still new one working day after it arrived.`, '', summaryLine(lead), '', 'Answer it or change its status in the dashboard.'].join('\n');
  return renderEmail({ subject, body, text });
}

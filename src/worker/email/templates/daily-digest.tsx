// To the business at 8:00 Manila time: yesterday's new leads and the ones still waiting.
import { renderEmail, type RenderedEmail } from '../render-email';
import { summaryLine, type LeadSummary } from './lead-summary';

export interface DailyDigestProps {
  /** The Manila day, e.g. "Monday, November 23, 2026". */
  dayLabel: string;
  /** Arrived in the 24 hours before the digest. */
  newLeads: LeadSummary[];
  /** Older and still marked new: nobody has answered them. */
  waitingLeads: LeadSummary[];
}

function LeadList({ title, leads }: { title: string; leads: LeadSummary[] }) {
  if (leads.length === 0) return null;
  return (
    <>
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>
        {title} ({leads.length})
      </h2>
      <ul style={{ paddingLeft: 20 }}>
        {leads.map((lead) => (
          <li key={lead.reference} style={{ marginBottom: 6 }}>
            <a href={lead.url}>{lead.reference}</a> {lead.name}: {lead.service}, received {lead.receivedAt}
          </li>
        ))}
      </ul>
    </>
  );
}

export const newLeadsTitle = 'New since yesterday';
export const waitingLeadsTitle = 'Still waiting for an answer';

export function dailyDigestEmail({ dayLabel, newLeads, waitingLeads }: DailyDigestProps): RenderedEmail {
  const subject = `Quote requests for ${dayLabel}: ${newLeads.length} new, ${waitingLeads.length} waiting`;
  const body = (
    <>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>Quote requests, {dayLabel}</h1>
      <LeadList title={newLeadsTitle} leads={newLeads} />
      <LeadList title={waitingLeadsTitle} leads={waitingLeads} />
    </>
  );
  const section = (title: string, leads: LeadSummary[]) => (leads.length ? [`${title} (${leads.length}):`, ...leads.map((lead) => `- ${summaryLine(lead)}`), ''] : []);
  const text = [`Quote requests, ${dayLabel}`, '', ...section(newLeadsTitle, newLeads), ...section(waitingLeadsTitle, waitingLeads)].join('\n').trimEnd();
  return renderEmail({ subject, body, text });
}

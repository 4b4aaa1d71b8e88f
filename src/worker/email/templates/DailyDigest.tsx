// To the business at 8:00 Manila time: the leads received since yesterday's digest and the
// older ones still waiting for an answer.
import type { EmailTemplate } from '../render-email';
import { headingStyle, subheadingStyle } from './EmailLayout';
import { ownerLeadText, type OwnerLeadLine } from './owner-lead-line';

export interface DailyDigestProps {
  /** The Manila day, e.g. "Monday, November 23, 2026". */
  dayLabel: string;
  /** Received in the 24 hours before the digest, any status. */
  newLeads: OwnerLeadLine[];
  /** Received earlier and still marked new: nobody has answered them. */
  waitingLeads: OwnerLeadLine[];
}

const newLeadsTitle = 'New since yesterday';
const waitingLeadsTitle = 'Still waiting for an answer';

function LeadList({ title, leads }: { title: string; leads: OwnerLeadLine[] }) {
  if (leads.length === 0) return null;
  return (
    <>
      <h2 style={subheadingStyle}>
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

function Html({ dayLabel, newLeads, waitingLeads }: DailyDigestProps) {
  return (
    <>
      <h1 style={headingStyle}>Quote requests, {dayLabel}</h1>
      <LeadList title={newLeadsTitle} leads={newLeads} />
      <LeadList title={waitingLeadsTitle} leads={waitingLeads} />
    </>
  );
}

const section = (title: string, leads: OwnerLeadLine[]) =>
  leads.length ? [`${title} (${leads.length}):`, ...leads.map((lead) => `- ${ownerLeadText(lead)}`), ''] : [];

export const dailyDigestEmail: EmailTemplate<DailyDigestProps> = {
  subject: ({ dayLabel, newLeads, waitingLeads }) =>
    `Quote requests for ${dayLabel}: ${newLeads.length} new, ${waitingLeads.length} waiting`,
  Html,
  text: ({ dayLabel, newLeads, waitingLeads }) =>
    [`Quote requests, ${dayLabel}`, '', ...section(newLeadsTitle, newLeads), ...section(waitingLeadsTitle, waitingLeads)]
      .join('\n')
      .trimEnd(),
};

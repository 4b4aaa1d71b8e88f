// What the period's leads brought, added up from one row per lead (periodQueries' revenueLeads):
// the one place the overview, the weekly report and the CSV exports get quoted and won amounts,
// win rates and times to quotation from.
import type { LeadRevenue } from '../../shared/admin-overview';

/** One lead received in the period (Spam left out), with its quotation and whether it was won. */
export interface RevenueLead {
  source: string;
  /** The latest touch's utm_medium and utm_campaign, trimmed and lower case; '' when none. */
  medium: string;
  campaign: string;
  created_at: string;
  /** 1 when the lead is marked won. */
  won: number;
  won_centavos: number | null;
  /** The payments confirmed on its quotation (leads.paid_centavos). */
  paid_centavos: number;
  /** The newest sent version's total when it is not voided; null when none is standing. */
  quoted_centavos: number | null;
  /** When its first version was sent, voided or not; null when none was. */
  first_sent_at: string | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function leadRevenue(leads: readonly RevenueLead[]): LeadRevenue {
  let quotedLeads = 0;
  let quotedCentavos = 0;
  let wonLeads = 0;
  let wonCentavos = 0;
  let wonQuoted = 0;
  let collectedCentavos = 0;
  const toQuotation: number[] = [];
  for (const lead of leads) {
    const quoted = lead.quoted_centavos !== null;
    if (quoted) {
      quotedLeads += 1;
      quotedCentavos += lead.quoted_centavos!;
    }
    if (lead.won) {
      wonLeads += 1;
      wonCentavos += lead.won_centavos ?? 0;
      if (quoted) wonQuoted += 1;
    }
    collectedCentavos += lead.paid_centavos ?? 0;
    // A clock skewed between the form and the builder must not make a negative wait.
    if (lead.first_sent_at) toQuotation.push(Math.max(0, Date.parse(lead.first_sent_at) - Date.parse(lead.created_at)));
  }
  return {
    leads: leads.length,
    quotedLeads,
    quotedCentavos,
    wonLeads,
    wonCentavos,
    collectedCentavos,
    winRate: quotedLeads > 0 ? wonQuoted / quotedLeads : null,
    medianToQuotationMs: median(toQuotation),
  };
}

/** The leads grouped by `key`, in the order each key is first met. */
export function groupLeads(leads: readonly RevenueLead[], key: (lead: RevenueLead) => string): Map<string, RevenueLead[]> {
  const groups = new Map<string, RevenueLead[]>();
  for (const lead of leads) {
    const name = key(lead);
    const group = groups.get(name);
    if (group) group.push(lead);
    else groups.set(name, [lead]);
  }
  return groups;
}

/** The overview's order for sources and campaigns: most leads first, then the most won. */
export const byLeadsThenWon = (a: LeadRevenue, b: LeadRevenue) => b.leads - a.leads || b.wonCentavos - a.wonCentavos;

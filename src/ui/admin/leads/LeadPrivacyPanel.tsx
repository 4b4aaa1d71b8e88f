// The lead page's spam and privacy controls: restore from Spam, the contract hold that keeps a
// lead past the retention period, and the way to erase it on the person's request.
import { useContext } from 'react';
import { leadRetentionYears } from '../../../shared/retention';
import { SignedInRole } from '../dashboard-context';
import type { LeadDetail } from '../../../shared/lead-view';
import { adminPaths } from '../../../shared/admin-paths';

export function SpamNotice({ lead }: { lead: Pick<LeadDetail, 'id' | 'spamReason'> }) {
  if (!lead.spamReason) return null;
  return (
    <div className="notice notice--warning">
      <p>
        In Spam: {lead.spamReason} No email or alert has gone out for it. If a person sent it, restore it: its emails then go as for any new
        lead.
      </p>
      <form method="post" action={adminPaths.lead(lead.id, 'restore')}>
        <button type="submit">Restore from Spam</button>
      </form>
    </div>
  );
}

export function LeadPrivacyPanel({ lead }: { lead: Pick<LeadDetail, 'id' | 'contractHold'> }) {
  const owner = useContext(SignedInRole) === 'owner';
  const kept = lead.contractHold
    ? 'Part of a contract: kept past the retention period.'
    : `Erased automatically ${leadRetentionYears} years after it was received, unless it becomes part of a contract.`;
  return (
    <section className="panel" aria-labelledby="lead-privacy">
      <h2 id="lead-privacy">Privacy</h2>
      {/* The hold decides whether the retention sweep erases the lead, so it is the owner's, as erasure is. */}
      {owner ? (
        <form method="post" action={adminPaths.lead(lead.id, 'contract')}>
          <p>{kept}</p>
          <input type="hidden" name="hold" value={lead.contractHold ? '0' : '1'} />
          <button type="submit">{lead.contractHold ? 'Not part of a contract' : 'Mark as part of a contract'}</button>
        </form>
      ) : (
        <p>{kept}</p>
      )}
      {owner ? (
        <p>
          <a href={adminPaths.lead(lead.id, 'erase')}>Erase this lead on request…</a>
        </p>
      ) : (
        <p className="muted">An owner marks a lead as part of a contract, and erases a lead when the person asks.</p>
      )}
    </section>
  );
}

// /admin/follow-ups: every follow-up in one list, overdue first, then today, this week and later;
// each with its lead, a way to call or message them, and Done, Tomorrow and Next week.
import { followUpsBackValue } from '../../../shared/lead-calls';
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

export interface FollowUpItem {
  leadId: number;
  reference: string;
  customer: string;
  /** As people write it, with the number to dial; absent when the lead has none. */
  phone?: { words: string; dial: string; whatsApp: string };
  email?: string;
  /** "Mon, 30 Nov" and perhaps "at 14:00". */
  when: string;
  note: string | null;
  tomorrow: string;
  nextWeek: string;
}

export interface FollowUpGroup {
  title: string;
  items: FollowUpItem[];
}

interface FollowUpsPageProps {
  groups: FollowUpGroup[];
  /** The list stopped at its limit. */
  truncated: boolean;
  done?: string;
}

function FollowUpCard({ item }: { item: FollowUpItem }) {
  return (
    <li className="panel follow-up-card">
      <h3>
        <a href={`${adminPaths.lead(item.leadId)}#follow-up`}>{item.customer}</a> <span className="muted">{item.reference}</span>
      </h3>
      <p>
        <strong>{item.when}</strong>
        {item.note && <span className="follow-up__note">{item.note}</span>}
      </p>
      <p className="share-row">
        {item.phone && (
          <>
            <a className="button" href={`tel:${item.phone.dial}`}>
              {`Call ${item.phone.words}`}
            </a>
            <a className="button" href={item.phone.whatsApp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          </>
        )}
        {item.email && (
          <a className="button" href={`mailto:${item.email}`}>
            Email
          </a>
        )}
      </p>
      <form method="post" action={adminPaths.lead(item.leadId, 'follow-up')} className="follow-up__actions">
        <input type="hidden" name="back" value={followUpsBackValue} />
        <button type="submit" name="on" value="">
          Done
        </button>
        <button type="submit" name="on" value={item.tomorrow}>
          Tomorrow
        </button>
        <button type="submit" name="on" value={item.nextWeek}>
          Next week
        </button>
      </form>
    </li>
  );
}

export function FollowUpsPage({ groups, truncated, done }: FollowUpsPageProps) {
  const empty = groups.every((group) => group.items.length === 0);
  return (
    <AdminDocument title="Follow-ups" current="follow-ups">
      <h1>Follow-ups</h1>
      {done && (
        <p className="notice notice--done" role="status">
          {done}
        </p>
      )}
      {empty && <p>No follow-ups set. Set one on a lead when you log a call, a visit or a chat.</p>}
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2>
              {group.title} <span className="muted">({group.items.length})</span>
            </h2>
            <ul className="follow-up-list">
              {group.items.map((item) => (
                <FollowUpCard key={item.leadId} item={item} />
              ))}
            </ul>
          </section>
        ))}
      {truncated && <p className="muted">Only the soonest follow-ups are listed: mark some done to see the rest.</p>}
    </AdminDocument>
  );
}

// The lead's history in one list, oldest first.
import { useActorLabel } from '../use-actor-label';
import type { TimelineItem } from '../../../shared/lead-view';
import { adminPaths } from '../../../shared/admin-paths';

/** What the operator reads for a delivery status: "pending" is an email still in the queue; "unsent" a push no phone chose. */
const statusLabel = (status: string) => (status === 'pending' ? 'queued' : status === 'unsent' ? 'not sent' : status);

/** The files a customer's email brought: kept ones link to their download, others say why not. */
export function ReceivedFiles({ files }: { files: Extract<TimelineItem, { kind: 'email-in' }>['attachments'] }) {
  if (files.length === 0) return null;
  return (
    <ul className="files">
      {files.map((file, index) => (
        <li key={index}>
          {file.url ? <a href={file.url}>{file.name}</a> : file.name} <span className="muted">{file.size}</span>
          {file.refused && <span className="muted">{` (not kept: ${file.refused})`}</span>}
        </li>
      ))}
    </ul>
  );
}

function Entry({ entry }: { entry: TimelineItem }) {
  const actorName = useActorLabel();
  switch (entry.kind) {
    case 'request':
      if (entry.addedBy) return <p>{`Added by ${actorName(entry.addedBy.operator)} (${entry.addedBy.source}) as ${entry.reference}`}</p>;
      if (entry.chat) return <p>{`Conversation on ${entry.chat} began as lead ${entry.reference}`}</p>;
      return <p>Quote request {entry.reference} received</p>;
    case 'status':
      return (
        <p>
          Status changed from {entry.from} to <strong>{entry.to}</strong> by {actorName(entry.actor)}
        </p>
      );
    case 'call':
      return (
        <>
          <p>{`${entry.words} (logged by ${actorName(entry.operator)})`}</p>
          {entry.note && <p className="preserve-lines">{entry.note}</p>}
        </>
      );
    case 'note':
      return (
        <>
          <p>Note by {actorName(entry.author)}</p>
          <p className="preserve-lines">{entry.body}</p>
        </>
      );
    case 'email-out':
      return (
        <>
          <p>
            {entry.label} to {entry.to}
            {entry.sender && ` by ${actorName(entry.sender)}`}:{' '}
            <span className={`status status--${entry.status}`}>{statusLabel(entry.status)}</span>
            {entry.attempts > 1 && <span className="muted">{` after ${entry.attempts} attempts`}</span>}
          </p>
          {entry.subject && <p className="timeline__subject">{entry.subject}</p>}
          {entry.text && (
            <details>
              <summary>Message</summary>
              <p className="preserve-lines">{entry.text}</p>
            </details>
          )}
          {entry.attachments.length > 0 && (
            <ul className="files">
              {entry.attachments.map((file) => (
                <li key={file.name}>
                  {file.name} <span className="muted">{file.size}</span>
                </li>
              ))}
            </ul>
          )}
          {entry.lastError && <p className="field-error">{entry.lastError}</p>}
        </>
      );
    case 'email-in':
      return (
        <>
          <p>
            {entry.fromBusiness ? `Your answer by email (Reply All from ${entry.from})` : `Email from ${entry.from}`}
            {entry.sentBy && <span className="muted">{` (sent by ${entry.sentBy})`}</span>}
          </p>
          {entry.fromOtherAddress && (
            <p className="field-error">From an address not on this lead: the sender's name is what they wrote, not proof of who sent it.</p>
          )}
          <p className="timeline__subject">{entry.subject}</p>
          <details>
            <summary>Message</summary>
            <p className="preserve-lines">{entry.text}</p>
          </details>
          <ReceivedFiles files={entry.attachments} />
          {entry.authentication && (
            <details>
              <summary>Authentication results (added by Email Routing)</summary>
              <p className="preserve-lines">{entry.authentication}</p>
            </details>
          )}
          {/* Hiding cannot be undone from the dashboard: a second tap confirms it. */}
          <details className="timeline__hide">
            <summary>Hide this email…</summary>
            <form method="post" action={entry.hideUrl}>
              <p className="muted">Its text and files will no longer be shown here. The copy in the business inbox stays.</p>
              <button type="submit">Hide it</button>
            </form>
          </details>
        </>
      );
    case 'email-in-hidden':
      return <p className="muted">{`Email from ${entry.from}: hidden by ${actorName(entry.by)} on ${entry.hiddenWhen}`}</p>;
    case 'mail-overflow':
      return (
        <p>{`${entry.messages === 1 ? '1 more email' : `${entry.messages} more emails`} for this lead on ${entry.day} went over the daily limit: forwarded to the business inbox, not stored here.`}</p>
      );
    case 'quotation':
      return (
        <>
          <p>
            Quotation <a href={entry.url}>{entry.reference}</a> {entry.what}
            {entry.actor && <span className="muted">{` (${actorName(entry.actor)})`}</span>}
          </p>
          {entry.detail && <p className="preserve-lines">{entry.detail}</p>}
          {entry.poFile && (
            <p>
              PO file: <a href={entry.poFile.url}>{entry.poFile.name}</a>
            </p>
          )}
        </>
      );
    case 'job':
      return (
        <p className="preserve-lines">
          <a href={entry.url}>{entry.reference}</a>
          {`: ${entry.text}`}
          {entry.actor !== 'customer' && <span className="muted">{` (${actorName(entry.actor)})`}</span>}
        </p>
      );
    case 'contract-hold':
      return (
        <p>
          {entry.held
            ? `Marked as part of a contract (kept past the retention period) by ${actorName(entry.actor)}`
            : `No longer part of a contract (erased when its retention period ends) by ${actorName(entry.actor)}`}
        </p>
      );
    case 'chat':
      return (
        <>
          <p>
            {entry.direction === 'in'
              ? `${entry.channel} message from the customer`
              : `Answer on ${entry.channel} by ${entry.senderName ?? 'the business'}: `}
            {entry.direction === 'out' && (
              <>
                <span className={`status status--${entry.status}`}>{statusLabel(entry.status)}</span>
                {entry.sentAs && <span className="muted">{` ${entry.sentAs}`}</span>}
                {entry.attempts > 1 && <span className="muted">{` after ${entry.attempts} attempts`}</span>}
              </>
            )}
          </p>
          {entry.text && <p className="preserve-lines">{entry.text}</p>}
          <ReceivedFiles files={entry.files} />
          {entry.lastError && <p className={entry.status === 'sent' ? 'muted' : 'field-error'}>{entry.lastError}</p>}
        </>
      );
    case 'alert':
      return (
        <p>
          Alert by {entry.channel}: <span className={`status status--${entry.status}`}>{statusLabel(entry.status)}</span>
          {entry.detail && <span className="muted"> ({entry.detail})</span>}
        </p>
      );
  }
}

/** Which page of the timeline is shown (1 holds the newest entries), and in which order. */
export interface TimelinePages {
  page: number;
  pages: number;
  newestFirst: boolean;
}

function timelineHref(leadId: number, page: number, newestFirst: boolean) {
  const query = new URLSearchParams({ ...(page > 1 && { timeline: String(page) }), ...(newestFirst && { order: 'newest' }) }).toString();
  return `${adminPaths.lead(leadId)}${query ? `?${query}` : ''}#timeline`;
}

export function LeadTimeline({
  leadId,
  entries,
  pages,
  done,
}: {
  leadId: number;
  entries: TimelineItem[];
  pages: TimelinePages;
  done?: string;
}) {
  const { page, newestFirst } = pages;
  return (
    <section className="panel" id="timeline">
      <h2>Timeline</h2>
      {/* With no script on the dashboard, HTML moves focus here: the redirect's #done names this
          element and autofocus focuses it (Chromium drops autofocus when the fragment names another). */}
      {done && (
        <p className="notice notice--done" role="status" id="done" tabIndex={-1} autoFocus>
          {done}
        </p>
      )}
      <p className="timeline__order">
        <a href={timelineHref(leadId, page, !newestFirst)}>{newestFirst ? 'Oldest first' : 'Newest first'}</a>
      </p>
      {pages.pages > 1 && (
        <p className="timeline__pages">
          {page < pages.pages && <a href={timelineHref(leadId, page + 1, newestFirst)}>Earlier entries</a>}
          {page < pages.pages && page > 1 && ' · '}
          {page > 1 && <a href={timelineHref(leadId, page - 1, newestFirst)}>Later entries</a>}
          <span className="muted">{` (page ${page} of ${pages.pages}; page 1 holds the newest)`}</span>
        </p>
      )}
      <ol className="timeline">
        {entries.map((entry, index) => (
          <li key={index} className={`timeline__entry timeline__entry--${entry.kind}`}>
            <time dateTime={entry.at} className="muted">
              {entry.when}
            </time>
            <Entry entry={entry} />
          </li>
        ))}
      </ol>
    </section>
  );
}

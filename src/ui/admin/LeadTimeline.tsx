// The lead's history in one list, oldest first.
import type { TimelineItem } from './lead-view';

/** What the operator reads for a delivery status: "pending" is an email still in the queue. */
const statusLabel = (status: string) => (status === 'pending' ? 'queued' : status);

function Entry({ entry }: { entry: TimelineItem }) {
  switch (entry.kind) {
    case 'request':
      return <p>Quote request {entry.reference} received</p>;
    case 'status':
      return (
        <p>
          Status changed from {entry.from} to <strong>{entry.to}</strong> by {entry.actor}
        </p>
      );
    case 'note':
      return (
        <>
          <p>Note by {entry.author}</p>
          <p className="preserve-lines">{entry.body}</p>
        </>
      );
    case 'email-out':
      return (
        <>
          <p>
            {entry.label} to {entry.to}
            {entry.sender && ` by ${entry.sender}`}: <span className={`status status--${entry.status}`}>{statusLabel(entry.status)}</span>
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
          <p>Email from {entry.from}</p>
          <p className="timeline__subject">{entry.subject}</p>
          <details>
            <summary>Message</summary>
            <p className="preserve-lines">{entry.text}</p>
          </details>
          {entry.attachments.length > 0 && (
            <ul className="files">
              {entry.attachments.map((file, index) => (
                <li key={index}>
                  {file.url ? <a href={file.url}>{file.name}</a> : file.name} <span className="muted">{file.size}</span>
                  {file.refused && <span className="muted">{` (not kept: ${file.refused})`}</span>}
                </li>
              ))}
            </ul>
          )}
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

export function LeadTimeline({ entries }: { entries: TimelineItem[] }) {
  return (
    <section className="panel">
      <h2>Timeline</h2>
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

// "Outbox (development)": what a local run would have sent, never shown in production.
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';
import { ListTable } from '../ListTable';
import { FieldRows } from '../FieldRows';

interface OutboxSummary {
  id: number;
  at: string;
  to: string;
  subject: string;
  attachments: number;
}

const explanation =
  'No RESEND_API_KEY is set, so this development run keeps every email here instead of sending it. Production never shows this page.';

export function OutboxPage({ emails }: { emails: OutboxSummary[] }) {
  return (
    <AdminDocument title="Outbox (development)" current="outbox">
      <h1>Outbox (development)</h1>
      <p className="muted">{explanation}</p>
      <p>
        <a href={adminPaths.chatDev}>Message as a customer on Messenger or WhatsApp</a>: the answers you send from the lead page are kept
        here too.
      </p>
      {emails.length === 0 ? (
        <p className="muted">No emails yet.</p>
      ) : (
        <ListTable headings={['Kept', 'To', 'Subject', 'Files']}>
          {emails.map((email) => (
            <tr key={email.id}>
              <td>{email.at}</td>
              <td>{email.to}</td>
              <td>
                <a href={adminPaths.outboxEmail(email.id)}>{email.subject}</a>
              </td>
              <td>{email.attachments}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </AdminDocument>
  );
}

interface OutboxEmail extends OutboxSummary {
  from: string;
  cc: string;
  replyTo: string | null;
  html: string;
  text: string;
  files: { name: string; size: string; url: string }[];
}

export function OutboxEmailPage({ email }: { email: OutboxEmail }) {
  const envelope: [string, string][] = [
    ['From', email.from],
    ['To', email.to],
    ['Cc', email.cc || '(none)'],
    ['Reply-To', email.replyTo ?? '(none)'],
    ['Subject', email.subject],
    ['Kept', email.at],
  ];
  return (
    <AdminDocument title={email.subject} current="outbox">
      <p>
        <a href={adminPaths.outbox}>← Outbox (development)</a>
      </p>
      <h1>{email.subject}</h1>
      <section className="panel">
        <FieldRows rows={envelope} />
        <h2>Attachments</h2>
        {email.files.length === 0 ? (
          <p className="muted">None.</p>
        ) : (
          <ul className="files">
            {email.files.map((file) => (
              <li key={file.url}>
                <a href={file.url}>{file.name}</a> <span className="muted">{file.size}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel">
        <h2>HTML</h2>
        {/* sandbox="" runs no script and gives the email no access to the dashboard. */}
        <iframe className="email-frame" title={`The email as HTML: ${email.subject}`} sandbox="" srcDoc={email.html} />
      </section>
      <section className="panel">
        <h2>Text version</h2>
        <pre className="email-text">{email.text}</pre>
      </section>
    </AdminDocument>
  );
}

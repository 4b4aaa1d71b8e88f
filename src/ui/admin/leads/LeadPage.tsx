import { unverifiedLead } from '../../../content/quote-form';
import { phoneForPeople } from '../../../shared/phone';
import { AdminDocument } from '../AdminDocument';
import { CallPanel } from './CallPanel';
import { LeadTimeline, ReceivedFiles, type TimelinePages } from './LeadTimeline';
import type { LeadDetail, ReplyBox } from '../../../shared/lead-view';
import { LeadPrivacyPanel, SpamNotice } from './LeadPrivacyPanel';
import { LeadSourcePanel } from './LeadSourcePanel';
import { ReplyForm } from './ReplyForm';
import { ChatReplyForm } from './ChatReplyForm';
import { MergePanel } from './MergePanel';
import { LeadStanding } from './LeadStanding';
import type { ChatBox } from '../../../shared/chat-view';
import { adminPaths } from '../../../shared/admin-paths';
import { ListTable } from '../ListTable';

interface LeadPageProps {
  lead: LeadDetail;
  statuses: readonly string[];
  reply: ReplyBox;
  /** Which page of the timeline is shown: 1 is the newest entries. */
  timelinePages: TimelinePages;
  /** What the operator's last change did, shown where the page lands after it. */
  done?: string;
  /** The Messenger or WhatsApp answer box, when the customer wrote by chat. */
  chat?: ChatBox | null;
  /** Joining another lead into this one: the owner's, with what was typed and why it was refused. */
  merge?: { typed: string; error?: string };
}

export function LeadPage({ lead, statuses, reply, timelinePages, done, chat, merge }: LeadPageProps) {
  return (
    <AdminDocument title={lead.reference} current="leads">
      <p>
        <a href={adminPaths.leads}>← All leads</a>
      </p>
      <div className="page-head">
        <h1>
          {lead.reference} <span className="muted">{lead.name}</span>
        </h1>
        <form method="post" action={adminPaths.lead(lead.id, 'status')} className="inline-form">
          <label htmlFor="lead-status">Status</label>
          <select id="lead-status" name="status" defaultValue={lead.status}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
          <button type="submit">Save status</button>
        </form>
      </div>
      <LeadStanding leadId={lead.id} quotation={lead.quotation} wonAmount={lead.wonAmount} />
      {lead.needsAttention && (
        <p className="notice notice--warning">An email for this lead could not be delivered: contact them directly.</p>
      )}
      {lead.unverified && (
        <p className="notice notice--warning">
          <strong>{unverifiedLead.label}:</strong> {unverifiedLead.explanation}
        </p>
      )}
      <SpamNotice lead={lead} />
      <section className="panel quotation-panel" aria-labelledby="quotation-heading">
        <h2 id="quotation-heading">Quotation</h2>
        {lead.quotation ? (
          <p>
            <strong>{lead.quotation.reference}</strong> <span className="status">{lead.quotation.status}</span>
          </p>
        ) : (
          <p className="muted">No quotation yet: the builder starts from the request's lines.</p>
        )}
        <a className="button primary" href={adminPaths.lead(lead.id, 'quotation')}>
          {lead.quotation ? 'Open the quotation' : 'Create quotation'}
        </a>
        {lead.quotation?.payments && (
          <a className="button" href={lead.quotation.payments.url}>
            {lead.quotation.payments.proofsToConfirm > 0
              ? `Payments: ${lead.quotation.payments.proofsToConfirm} proof to confirm`
              : 'Payments'}
          </a>
        )}
        {lead.quotation?.job && (
          <a className="button" href={lead.quotation.job.url}>
            {`Job ${lead.quotation.job.reference}: ${lead.quotation.job.stage}`}
          </a>
        )}
      </section>
      {lead.acceptedNextStep && (
        <section className="panel panel--waiting" aria-labelledby="accepted-heading">
          <h2 id="accepted-heading">Accepted: next step</h2>
          <p>{`${lead.acceptedNextStep}.`}</p>
          <p className="muted">Answer them by email, a call or a visit below: the lead waits until you do.</p>
          {lead.quotation?.payments && (
            <p>
              <a className="button" href={lead.quotation.payments.url}>
                Payments
              </a>
            </p>
          )}
        </section>
      )}
      {lead.waitingEmail && (
        <section className="panel panel--waiting" aria-labelledby="waiting-heading">
          <h2 id="waiting-heading">The customer wrote: waiting for your reply</h2>
          <p className="muted">
            {lead.waitingEmail.when} · from {lead.waitingEmail.from}
          </p>
          {lead.waitingEmail.fromOtherAddress && (
            <p className="field-error">From an address not on this lead: the sender's name is what they wrote, not proof of who sent it.</p>
          )}
          <p className="timeline__subject">{lead.waitingEmail.subject}</p>
          <p className="preserve-lines">{lead.waitingEmail.text}</p>
          <ReceivedFiles files={lead.waitingEmail.attachments} />
          <p>
            <a className="button" href="#reply">
              Reply
            </a>
          </p>
        </section>
      )}
      {lead.quoteLines.length > 0 && (
        <section className="panel" aria-labelledby="quote-lines-heading">
          <h2 id="quote-lines-heading">Quote list</h2>
          <ListTable headings={['#', 'Quantity', 'Item', 'Material', 'Note']}>
            {lead.quoteLines.map((line, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td>{line.quantity}</td>
                <td>{line.item}</td>
                <td>{line.material}</td>
                <td>{line.note}</td>
              </tr>
            ))}
          </ListTable>
        </section>
      )}
      <div className="grid-2">
        <section className="panel">
          <h2>Request</h2>
          <dl className="fields">
            <div className="fields__row">
              <dt>Received</dt>
              <dd>{lead.received}</dd>
            </div>
            <div className="fields__row">
              <dt>Email</dt>
              <dd>
                {lead.email ? (
                  <a href={`mailto:${lead.email}?subject=${encodeURIComponent(`Your quote request ${lead.reference}`)}`}>{lead.email}</a>
                ) : (
                  <span className="muted">Not given</span>
                )}
              </dd>
            </div>
            <div className="fields__row">
              <dt>Phone</dt>
              <dd>
                {lead.phone ? <a href={`tel:${lead.phone}`}>{phoneForPeople(lead.phone)}</a> : <span className="muted">Not given</span>}
                <span className="contact-links">
                  {lead.phoneLinks.map((link) => (
                    <a key={link.label} className="button" href={link.href}>
                      {link.label}
                    </a>
                  ))}
                </span>
              </dd>
            </div>
            {lead.fields.map(([label, value]) => (
              <div key={label} className="fields__row">
                <dt>{label}</dt>
                <dd className="preserve-lines">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div>
          <section className="panel">
            <h2>Drawings</h2>
            {lead.attachments.length === 0 ? (
              <p className="muted">No files attached.</p>
            ) : (
              <ul className="files">
                {lead.attachments.map((file) => (
                  <li key={file.url}>
                    <a href={file.url}>{file.name}</a> <span className="muted">{file.size}</span>
                    <br />
                    <span className="muted">{file.from}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <LeadTimeline leadId={lead.id} entries={lead.timeline} pages={timelinePages} done={done} />
          <section className="panel">
            <form method="post" action={adminPaths.lead(lead.id, 'notes')}>
              <label htmlFor="note">Add a note</label>
              <textarea id="note" name="body" rows={3} required maxLength={2000} />
              <button type="submit">Add note</button>
            </form>
          </section>
          <CallPanel lead={lead} />
          {chat && <ChatReplyForm leadId={lead.id} box={chat} phoneLinks={lead.phoneLinks} email={lead.email} />}
          {lead.email ? (
            <ReplyForm leadId={lead.id} to={lead.email} box={reply} />
          ) : (
            <section className="panel">
              <h2>Reply</h2>
              <p className="muted">No email address on this lead: call or message them, and log the call above.</p>
            </section>
          )}
          <LeadSourcePanel visit={lead.visit} source={lead.source} addedBy={lead.addedBy} />
          {merge && <MergePanel leadId={lead.id} reference={lead.reference} merge={merge} />}
          <LeadPrivacyPanel lead={lead} />
        </div>
      </div>
    </AdminDocument>
  );
}

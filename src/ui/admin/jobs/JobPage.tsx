// /admin/jobs/:id: one job as a list of panels: its stages (move on with one tap; the owner to any
// stage), progress photos from the camera, the note the customer reads, internal notes, the promised
// dates (the owner's), the notices to the customer, the lines, and the timeline.
import type { ReactNode } from 'react';
import { AdminDocument } from '../AdminDocument';
import { FieldError } from '../Field';
import { adminPaths } from '../../../shared/admin-paths';

/** An internal note or a timeline entry: when, by whom, and what. */
interface JobNote {
  at: string;
  by: string;
  text: string;
}

interface Choice {
  key: string;
  label: string;
}

interface JobStageStep {
  key: string;
  label: string;
  customerFacing: boolean;
  /** "Thu 26 Nov, 2:05 PM by Ana"; null when not reached. */
  reached: string | null;
  current: boolean;
}

export interface JobPageView {
  id: number;
  reference: string;
  quotation: string;
  leadHref: string;
  customer: string;
  kind: string;
  kindKey: string;
  kinds: Choice[];
  stage: string;
  stageKey: string;
  closed: string | null;
  late: boolean;
  balance: string;
  stages: JobStageStep[];
  next: Choice | null;
  photos: { id: number; src: string; width: number; height: number; caption: string; added: string }[];
  photoLimits: string;
  customerNote: string;
  internalNotes: JobNote[];
  dates: { promisedReadyOn: string; promisedDeliveryOn: string; deliveryWindow: string; words: string };
  notices: { id: number; channel: string; what: string; status: string; sendNowHref: string | null }[];
  lines: { description: string; quantity: string; delivered: string }[];
  timeline: JobNote[];
  /** The owner: move to any stage, set dates and the kind, send a held notice now. */
  owner: boolean;
  message?: { text: string; tone: 'done' | 'warning' };
  errors: Record<string, string>;
  values: Record<string, string>;
  /** Panels the drawings and delivery features add. */
  extraPanels?: ReactNode;
}

function JobNoteItem({ note }: { note: JobNote }) {
  return (
    <li>
      <p className="muted">
        {note.at} · {note.by}
      </p>
      <p className="job-notes__text">{note.text}</p>
    </li>
  );
}

/** The owner's one-select forms: a stage to move to, the kind of job. */
function ChoiceForm(props: {
  action: string;
  id: string;
  name: string;
  label: string;
  choices: readonly Choice[];
  chosen: string;
  placeholder?: string;
  hidden?: ReactNode;
  button: string;
}) {
  return (
    <form method="post" action={props.action} className="job-move-any">
      {props.hidden}
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.chosen}>
        {props.placeholder && (
          <option value="" disabled>
            {props.placeholder}
          </option>
        )}
        {props.choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.label}
          </option>
        ))}
      </select>
      <button type="submit">{props.button}</button>
    </form>
  );
}

export function JobPage({ view }: { view: JobPageView }) {
  const base = adminPaths.job(view.id);
  return (
    <AdminDocument title={`${view.reference} · ${view.customer}`} current="jobs">
      <p>
        <a href={`${adminPaths.jobs}#job-${view.id}`}>← Jobs</a>
      </p>
      <h1>
        {view.reference} <span className="muted">· {view.customer}</span>
      </h1>
      <p className="muted">
        {view.kind} · <a href={view.leadHref}>{view.quotation}</a> · {view.balance}
        {view.late && <span className="job-card__late">Late</span>}
      </p>
      {view.message && (
        <p className={`notice notice--${view.message.tone}`} role={view.message.tone === 'done' ? 'status' : 'alert'}>
          {view.message.text}
        </p>
      )}

      <section className="panel" aria-labelledby="stage-heading" id="stage">
        <h2 id="stage-heading">Stage: {view.stage}</h2>
        {view.closed && <p className="muted">{view.closed}</p>}
        <ol className="job-stages">
          {view.stages.map((step) => (
            <li key={step.key} className={step.current ? 'job-stages__current' : step.reached ? 'job-stages__done' : undefined}>
              <span>{step.label}</span>
              {step.customerFacing && <span className="muted"> · customer is told</span>}
              {step.reached && <span className="muted job-stages__when">{step.reached}</span>}
            </li>
          ))}
        </ol>
        {view.next && !view.closed && (
          <form method="post" action={`${base}/stage`}>
            <input type="hidden" name="from" value={view.stageKey} />
            <input type="hidden" name="to" value={view.next.key} />
            <button type="submit" className="primary">{`Move to ${view.next.label}`}</button>
          </form>
        )}
        {view.owner && !view.closed && (
          <ChoiceForm
            action={`${base}/stage`}
            hidden={<input type="hidden" name="from" value={view.stageKey} />}
            id="move-to"
            name="to"
            label="Move back or ahead to"
            placeholder="Choose a stage"
            choices={view.stages.filter((step) => !step.current)}
            chosen=""
            button="Move"
          />
        )}
      </section>

      <section className="panel" aria-labelledby="photos-heading" id="photos">
        <h2 id="photos-heading">Progress photos</h2>
        <p className="muted">The customer sees them on their order page.</p>
        {view.photos.length > 0 && (
          <ul className="job-photos">
            {view.photos.map((photo) => (
              <li key={photo.id}>
                <a href={photo.src}>
                  <img src={photo.src} width={photo.width} height={photo.height} alt={photo.caption || 'Progress photo'} loading="lazy" />
                </a>
                <p className="muted">{photo.caption ? `${photo.caption} · ${photo.added}` : photo.added}</p>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action={`${base}/photos`} encType="multipart/form-data">
          <label htmlFor="photo">Photo</label>
          <input
            id="photo"
            name="photo"
            type="file"
            accept="image/*"
            capture="environment"
            required
            aria-describedby={view.errors.photo ? 'photo-error' : 'photo-limits'}
          />
          <p className="muted" id="photo-limits">
            {view.photoLimits}
          </p>
          <FieldError id="photo" error={view.errors.photo} />
          <label htmlFor="caption">Caption (optional, the customer reads it)</label>
          <input id="caption" name="caption" maxLength={200} defaultValue={view.values.caption ?? ''} />
          <button type="submit" className="primary">
            Add the photo
          </button>
        </form>
      </section>

      <section className="panel" aria-labelledby="customer-note-heading" id="customer-note">
        <h2 id="customer-note-heading">Note for the customer</h2>
        <form method="post" action={`${base}/customer-note`}>
          <label htmlFor="note">Shown on their order page (empty: none)</label>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={1000}
            defaultValue={view.values.note ?? view.customerNote}
            aria-describedby={view.errors.note ? 'note-error' : undefined}
          />
          <FieldError id="note" error={view.errors.note} />
          <button type="submit">Save the note</button>
        </form>
      </section>

      <section className="panel" aria-labelledby="internal-heading" id="internal-notes">
        <h2 id="internal-heading">Internal notes</h2>
        {view.internalNotes.length === 0 ? (
          <p className="muted">None yet.</p>
        ) : (
          <ul className="job-notes">
            {view.internalNotes.map((note, index) => (
              <JobNoteItem key={index} note={note} />
            ))}
          </ul>
        )}
        <form method="post" action={`${base}/notes`}>
          <label htmlFor="internal">Add a note (the customer never sees it)</label>
          <textarea
            id="internal"
            name="text"
            rows={2}
            maxLength={2000}
            required
            defaultValue={view.values.text ?? ''}
            aria-describedby={view.errors.text ? 'internal-error' : undefined}
          />
          <FieldError id="internal" error={view.errors.text} />
          <button type="submit">Add the note</button>
        </form>
      </section>

      <section className="panel" aria-labelledby="dates-heading" id="dates">
        <h2 id="dates-heading">Promised dates</h2>
        <p>{view.dates.words}</p>
        {view.owner ? (
          <form method="post" action={`${base}/dates`}>
            <label htmlFor="promisedReadyOn">Ready on</label>
            <input
              id="promisedReadyOn"
              name="promisedReadyOn"
              type="date"
              defaultValue={view.values.promisedReadyOn ?? view.dates.promisedReadyOn}
            />
            <FieldError id="ready" error={view.errors.promisedReadyOn} />
            <label htmlFor="promisedDeliveryOn">Delivery on</label>
            <input
              id="promisedDeliveryOn"
              name="promisedDeliveryOn"
              type="date"
              defaultValue={view.values.promisedDeliveryOn ?? view.dates.promisedDeliveryOn}
            />
            <FieldError id="delivery" error={view.errors.promisedDeliveryOn} />
            <label htmlFor="deliveryWindow">Delivery window (e.g. 8 AM to 12 noon)</label>
            <input
              id="deliveryWindow"
              name="deliveryWindow"
              maxLength={60}
              defaultValue={view.values.deliveryWindow ?? view.dates.deliveryWindow}
            />
            <FieldError id="window" error={view.errors.deliveryWindow} />
            <button type="submit">Save the dates</button>
          </form>
        ) : (
          <p className="muted">The owner sets the promised dates.</p>
        )}
      </section>

      {view.extraPanels}

      <section className="panel" aria-labelledby="notices-heading" id="notices">
        <h2 id="notices-heading">Notices to the customer</h2>
        {view.notices.length === 0 ? (
          <p className="muted">None yet: the customer is emailed (and sent an SMS when they gave a mobile) on each stage marked so.</p>
        ) : (
          <ul className="job-notes">
            {view.notices.map((notice) => (
              <li key={notice.id}>
                <p>
                  <strong>{notice.channel}</strong> · {notice.what}
                </p>
                <p className="muted">{notice.status}</p>
                {notice.sendNowHref && (
                  <form method="post" action={notice.sendNowHref}>
                    <button type="submit">Send now</button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="panel" aria-labelledby="lines-heading" id="lines">
        <h2 id="lines-heading">Lines</h2>
        <ol className="job-lines">
          {view.lines.map((line, index) => (
            <li key={index}>
              <p>{line.description}</p>
              <p className="muted">
                {line.quantity}
                {line.delivered && ` · ${line.delivered}`}
              </p>
            </li>
          ))}
        </ol>
        {view.owner && (
          <ChoiceForm
            action={`${base}/kind`}
            id="kind"
            name="kind"
            label="Kind of job"
            choices={view.kinds}
            chosen={view.kindKey}
            button="Change"
          />
        )}
      </section>

      <section className="panel" aria-labelledby="timeline-heading" id="timeline">
        <h2 id="timeline-heading">Timeline</h2>
        <ol className="job-notes">
          {[...view.timeline].reverse().map((entry, index) => (
            <JobNoteItem key={index} note={entry} />
          ))}
        </ol>
      </section>
    </AdminDocument>
  );
}

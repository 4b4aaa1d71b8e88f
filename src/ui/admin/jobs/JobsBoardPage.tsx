// /admin/jobs: the open jobs by stage, as cards a phone shows one under another. Each card moves
// its job on to the next stage with one tap: a plain form post that comes back to the card.
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface JobCard {
  id: number;
  reference: string;
  customer: string;
  /** "Due Fri 4 Dec" (the promised delivery, else ready, day); null when no date is promised. */
  due: string | null;
  late: boolean;
  /** "Balance ₱41,260.80", or "Paid in full". */
  balance: string;
  stage: string;
  next: { key: string; label: string } | null;
}

interface BoardStage {
  key: string;
  label: string;
  cards: JobCard[];
}

export interface BoardKind {
  kind: string;
  label: string;
  stages: BoardStage[];
}

export interface JobsBoardView {
  kinds: BoardKind[];
  open: number;
  late: number;
  message?: { text: string; tone: 'done' | 'warning' };
  /** The owner sees the link to the stage settings. */
  settingsHref: string | null;
}

function Card({ card }: { card: JobCard }) {
  return (
    <li className={`job-card${card.late ? ' job-card--late' : ''}`} id={`job-${card.id}`}>
      <p className="job-card__head">
        <a href={adminPaths.job(card.id)}>
          <strong>{card.reference}</strong>
        </a>
        {card.late && <span className="job-card__late">Late</span>}
      </p>
      <p className="job-card__customer">{card.customer}</p>
      <p className="muted">
        {card.due ?? 'No date promised'} · {card.balance}
      </p>
      {card.next && (
        <form method="post" action={adminPaths.job(card.id, 'stage')} className="job-card__move">
          <input type="hidden" name="from" value={card.stage} />
          <input type="hidden" name="to" value={card.next.key} />
          <input type="hidden" name="back" value="board" />
          <button type="submit" className="primary">{`Move to ${card.next.label}`}</button>
        </form>
      )}
    </li>
  );
}

export function JobsBoardPage({ view }: { view: JobsBoardView }) {
  return (
    <AdminDocument title="Jobs" current="jobs">
      <h1>Jobs</h1>
      <p className="muted">
        {view.open === 1 ? '1 open job' : `${view.open} open jobs`}
        {view.late > 0 && ` · ${view.late} late`}
        {view.settingsHref && (
          <>
            {' · '}
            <a href={view.settingsHref}>Stages and notices</a>
          </>
        )}
      </p>
      {view.message && (
        <p className={`notice notice--${view.message.tone}`} role={view.message.tone === 'done' ? 'status' : 'alert'}>
          {view.message.text}
        </p>
      )}
      {view.open === 0 && <p className="panel muted">No open job: a job starts when a customer accepts a quotation.</p>}
      {view.kinds
        .filter((kind) => kind.stages.some((stage) => stage.cards.length > 0))
        .map((kind) => (
          <section key={kind.kind} aria-labelledby={`kind-${kind.kind}`}>
            <h2 id={`kind-${kind.kind}`}>{kind.label}</h2>
            <div className="job-board">
              {kind.stages.map((stage) => (
                <section key={stage.key} className="job-board__stage" aria-labelledby={`stage-${kind.kind}-${stage.key}`}>
                  <h3 id={`stage-${kind.kind}-${stage.key}`}>
                    {stage.label} <span className="muted">({stage.cards.length})</span>
                  </h3>
                  {stage.cards.length > 0 && (
                    <ul className="job-cards">
                      {stage.cards.map((card) => (
                        <Card key={card.id} card={card} />
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
          </section>
        ))}
    </AdminDocument>
  );
}

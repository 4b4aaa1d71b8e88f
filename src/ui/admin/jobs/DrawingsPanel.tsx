// The job page's shop drawing panel: every revision (newest first) with its file, the customer's
// answer and marked-up file, and the form that sends a new revision for approval.
import type { DrawingPanelView, DrawingStatus } from '../../../shared/drawing-views';

const statusWords: Record<DrawingStatus, [className: string, words: string]> = {
  waiting: ['pending', 'Waiting for the customer'],
  approved: ['won', 'Approved'],
  changes: ['waiting', 'Changes asked'],
  superseded: ['superseded', 'Superseded'],
};

export function DrawingsPanel({ view, error, values }: { view: DrawingPanelView; error?: string; values?: Record<string, string> }) {
  const current = view.revisions[0];
  return (
    <section className="panel drawings-panel" id="drawings" aria-labelledby="drawings-heading">
      <h2 id="drawings-heading">Shop drawing</h2>
      {view.revisions.length === 0 && <p className="muted">No drawing sent yet. The customer approves it on their order page.</p>}
      {view.revisions.length > 0 && (
        <ul className="drawings-panel__list">
          {view.revisions.map((drawing) => {
            const [className, words] = statusWords[drawing.status];
            return (
              <li key={drawing.id} className={drawing.current ? 'drawings-panel__current' : undefined}>
                <p>
                  <strong>{drawing.label}</strong> <span className={`status status--${className}`}>{words}</span>
                </p>
                <p className="muted">{drawing.sentWords}</p>
                {drawing.note && <p className="drawings-panel__text">{drawing.note}</p>}
                <p>
                  <a href={drawing.file.url}>{`${drawing.file.name} (${drawing.file.size})`}</a>
                </p>
                {drawing.answerWords && <p>{drawing.answerWords}</p>}
                {drawing.comment && <p className="drawings-panel__text">{drawing.comment}</p>}
                {drawing.markup && (
                  <p>
                    <a href={drawing.markup.url}>{`Customer's marked-up file: ${drawing.markup.name} (${drawing.markup.size})`}</a>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p className="notice notice--warning" role="alert">
          {error}
        </p>
      )}
      <form method="post" action={view.action} encType="multipart/form-data" className="drawings-panel__form">
        <h3>{current ? 'Send a revision for approval' : 'Send a drawing for approval'}</h3>
        {current && <p className="muted">{`It replaces ${current.label.toLowerCase()}, which stays here with its answer.`}</p>}
        <label htmlFor="drawing-file">Drawing file</label>
        <p className="muted" id="drawing-file-hint">
          {view.limits}
        </p>
        <input id="drawing-file" name="drawing" type="file" required aria-describedby="drawing-file-hint" />
        <label htmlFor="drawing-note">Note for the customer (optional)</label>
        <textarea id="drawing-note" name="note" rows={3} maxLength={1000} defaultValue={values?.note ?? ''} />
        <button type="submit" className="primary">
          Send for approval
        </button>
      </form>
    </section>
  );
}

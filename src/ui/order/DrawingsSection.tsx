// The order page's shop drawing: the revision for approval with its download, "Approve" (the
// customer's name) or "Ask for changes" (a comment and maybe a marked-up file), each a plain form
// that works without JavaScript; earlier revisions listed as superseded.
import type { OrderDrawingsView } from '../../shared/drawing-views';
import type { FormState } from '../quotation/fields';
import { Input } from '../quotation/fields';

export function DrawingsSection({ drawings, form }: { drawings: OrderDrawingsView; form: FormState }) {
  const { current } = drawings;
  const action = `${drawings.path}/drawings/${current.id}`;
  return (
    <section aria-labelledby="drawing-heading" className="answer drawings">
      <h2 id="drawing-heading">Shop drawing</h2>
      {form.errors.drawing && (
        <p className="banner" role="alert">
          {form.errors.drawing}
        </p>
      )}
      <div className="card">
        <h3>{current.label}</h3>
        <p className="hint">{current.sentWords}</p>
        {current.note && <p className="drawings__note">{current.note}</p>}
        <p>
          <a className="button" href={current.file.url}>
            {`Download ${current.file.name} (${current.file.size})`}
          </a>
        </p>
        {current.answer && (
          <div className={current.answer.approved ? 'banner banner--ok' : 'banner'} role="status">
            <p className="drawings__answer">{current.answer.words}</p>
            {current.answer.comment && <p className="drawings__note">{current.answer.comment}</p>}
            {current.answer.markup && (
              <p className="drawings__answer">
                <a href={current.answer.markup.url}>{`Your marked-up file: ${current.answer.markup.name}`}</a>
              </p>
            )}
            {!current.answer.approved && <p className="drawings__answer">We will send a revised drawing for your approval.</p>}
          </div>
        )}
      </div>
      {!current.answer && (
        <>
          <form method="post" action={`${action}/approve`} className="card">
            <h3>{`Approve ${current.label.toLowerCase()}`}</h3>
            <p className="hint">We start cutting to this drawing once you approve it.</p>
            <Input view={form} name="approverName" label="Your name" required autoComplete="name" />
            <button type="submit" className="primary">
              Approve the drawing
            </button>
          </form>
          <form method="post" action={`${action}/changes`} encType="multipart/form-data" className="card">
            <h3>Ask for changes</h3>
            <Input view={form} name="changesName" label="Your name" required autoComplete="name" />
            <div className="field">
              <label htmlFor="changesComment">What should change?</label>
              <textarea
                id="changesComment"
                name="changesComment"
                rows={4}
                maxLength={2000}
                required
                defaultValue={form.values.changesComment ?? ''}
                aria-invalid={form.errors.changesComment ? true : undefined}
                aria-describedby={form.errors.changesComment ? 'changesComment-error' : undefined}
              />
              {form.errors.changesComment && (
                <p id="changesComment-error" className="error">
                  {form.errors.changesComment}
                </p>
              )}
            </div>
            <Input view={form} name="markup" label="Marked-up drawing" type="file" hint={drawings.markupLimits} />
            <button type="submit">Send my changes</button>
          </form>
        </>
      )}
      {drawings.superseded.length > 0 && (
        <div className="card">
          <h3>Earlier revisions</h3>
          <ul className="drawings__history">
            {drawings.superseded.map((drawing) => (
              <li key={drawing.label}>
                {`${drawing.label}, sent ${drawing.sentOn}: superseded.`}
                {drawing.answerWords && ` ${drawing.answerWords}.`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

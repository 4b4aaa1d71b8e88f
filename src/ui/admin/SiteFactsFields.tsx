// The controls every Site facts screen is built from: a labelled field with its hint and error.
import type { SiteFactsView } from './SiteFactsPage';

export function Field({
  view,
  name,
  label,
  hint,
  type = 'text',
  rows,
  ...rest
}: {
  view: Pick<SiteFactsView, 'values' | 'errors'>;
  name: string;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'tel' | 'email' | 'url' | 'decimal' | 'numeric';
  maxLength?: number;
  /** Several lines: a textarea this many rows high. */
  rows?: number;
}) {
  const error = view.errors[name];
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
  const control = {
    id: name,
    name,
    defaultValue: view.values[name] ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...rest,
  };
  return (
    <div className="form-field">
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p id={`${name}-hint`} className="muted">
          {hint}
        </p>
      )}
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      <FieldError view={view} name={name} />
    </div>
  );
}

export function FieldError({ view, name }: { view: Pick<SiteFactsView, 'errors'>; name: string }) {
  const error = view.errors[name];
  return error ? (
    <p id={`${name}-error`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The bar at the foot of a screen, inside its form: the last outcome, Save, and the way to publish. */
export function SaveBar({ view, save }: { view: Pick<SiteFactsView, 'message' | 'pending'>; save?: string }) {
  return (
    <div className="facts-bar">
      <p className="facts-bar__message" role="status">
        {view.message}
      </p>
      <div className="facts-bar__actions">
        {view.pending.length > 0 && <a href="/admin/site#publish">Preview and publish</a>}
        {save && (
          <button type="submit" className="primary">
            {save}
          </button>
        )}
      </div>
    </div>
  );
}

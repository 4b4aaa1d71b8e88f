// A labelled input of the customer's quotation page, with its hint and its error beside it.

/** What the page's forms were posted with, and what was wrong with it. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export function Input({
  view,
  name,
  label,
  required,
  hint,
  type = 'text',
  autoComplete,
}: {
  view: FormState;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: string;
  autoComplete?: string;
}) {
  const error = view.errors[name];
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={name}>
        {label}
        {!required && <span className="optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="hint">
          {hint}
        </p>
      )}
      <input
        id={name}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        defaultValue={type === 'file' ? undefined : (view.values[name] ?? '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={`${name}-error`} className="error">
          {error}
        </p>
      )}
    </div>
  );
}

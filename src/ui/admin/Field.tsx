// The dashboard's form field: its label, the hint, the control and the error, tied together by the
// control's id (the hint is `<id>-hint` and the error `<id>-error`, both named by the control's
// aria-describedby, so a screen reader reads them with it and the unsaved-edits script can move to
// the first wrong field). Every dashboard form builds its labelled fields from this one.
import type { InputHTMLAttributes, ReactNode } from 'react';

/** A form as the page came back with it: the values posted (or saved) and the errors found. */
export interface FieldValues {
  values: Readonly<Partial<Record<string, string>>>;
  errors: Readonly<Partial<Record<string, string>>>;
}

/** The attributes the dashboard's controls use (a textarea takes the ones it has). */
type ControlAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'inputMode'
  | 'maxLength'
  | 'required'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'placeholder'
  | 'list'
  | 'min'
  | 'max'
  | 'accept'
  | 'multiple'
>;

interface FieldProps extends ControlAttributes {
  /** The control's name, and its id unless `id` is given. */
  name: string;
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Where the value and the error come from, by name; `defaultValue` and `error` win over it. */
  view?: FieldValues;
  defaultValue?: string;
  error?: string;
  /** Several lines: a textarea this many rows high. */
  rows?: number;
  /** A choice: a select of these options, with `prompt` as an empty first option. */
  options?: readonly { id: string; label: string }[];
  prompt?: string;
  /** Another element that describes the control too (a row's shared error). */
  describedBy?: string;
  /** A class beside form-field on the wrapper (a wide cell of a row). */
  className?: string;
  /** After the control, before its error: a datalist the control lists. */
  children?: ReactNode;
}

export function Field({
  name,
  id = name,
  label,
  hint,
  view,
  defaultValue = view?.values[name] ?? '',
  error = view?.errors[name],
  rows,
  options,
  prompt,
  describedBy,
  className,
  children,
  ...attributes
}: FieldProps) {
  const control = {
    id,
    name,
    // A file input has no value to start from.
    defaultValue: attributes.type === 'file' ? undefined : defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`, describedBy].filter(Boolean).join(' ') || undefined,
  } as const;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="muted">
          {hint}
        </p>
      )}
      {options ? (
        <select {...control} required={attributes.required}>
          {prompt !== undefined && <option value="">{prompt}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      ) : rows ? (
        <textarea
          rows={rows}
          {...control}
          maxLength={attributes.maxLength}
          required={attributes.required}
          autoComplete={attributes.autoComplete}
          placeholder={attributes.placeholder}
        />
      ) : (
        <input type="text" {...control} {...attributes} />
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error, `<id>-error`, for a control that sits outside a Field (a row of a table, a group). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The values a field offers as it is typed: the datalist its `list` names. */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

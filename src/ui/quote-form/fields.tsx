// Labelled form controls for the quote form: each ties its hint and error text to the control
// with aria-describedby, and marks itself aria-invalid while it has an error.
import type { FocusEvent, HTMLInputTypeAttribute, ReactNode } from 'react';

export function fieldId(field: string): string {
  return `quote-${field}`;
}

function errorId(field: string): string {
  return `${fieldId(field)}-error`;
}

function hintId(field: string): string {
  return `${fieldId(field)}-hint`;
}

/** The error first, so a screen reader says what is wrong before the general hint. */
export function describedBy(field: string, hint: ReactNode | undefined, error: string | undefined): string | undefined {
  return [error && errorId(field), hint && hintId(field)].filter(Boolean).join(' ') || undefined;
}

export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );
}

export function FieldError({ field, error }: { field: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={errorId(field)}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.5v4.2M8 11.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {error}
    </p>
  );
}

function FieldHint({ field, hint }: { field: string; hint: ReactNode | undefined }) {
  if (!hint) return null;
  return (
    <p className="field__hint" id={hintId(field)}>
      {hint}
    </p>
  );
}

interface BaseFieldProps {
  field: string;
  label: string;
  value: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

interface TextFieldProps extends BaseFieldProps {
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  min?: string;
}

export function TextField({
  field,
  label,
  value,
  required = false,
  hint,
  error,
  onChange,
  onBlur,
  wide = false,
  type = 'text',
  multiline = false,
  ...attributes
}: TextFieldProps) {
  const shared = {
    id: fieldId(field),
    name: field,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field, hint, error),
    onBlur,
    className: 'field__control',
    ...attributes,
  };
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <label className="field__label" htmlFor={fieldId(field)}>
        {label}
        {required && <RequiredMark />}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError field={field} error={error} />
      <FieldHint field={field} hint={hint} />
    </div>
  );
}

interface Option {
  id: string;
  label: string;
}

interface SelectFieldProps extends BaseFieldProps {
  options: readonly Option[];
  /** An empty first choice, for selects without a sensible default. */
  prompt?: string;
}

export function SelectField({
  field,
  label,
  value,
  required = false,
  hint,
  error,
  onChange,
  onBlur,
  wide,
  options,
  prompt,
}: SelectFieldProps) {
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <label className="field__label" htmlFor={fieldId(field)}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={fieldId(field)}
        name={field}
        className="field__control field__control--select"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        {prompt !== undefined && <option value="">{prompt}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} error={error} />
      <FieldHint field={field} hint={hint} />
    </div>
  );
}

interface ChoiceGroupProps extends BaseFieldProps {
  options: readonly Option[];
}

/** Radio buttons in a fieldset whose legend names the question. */
export function ChoiceGroup({ field, label, value, required = false, hint, error, onChange, onBlur, options }: ChoiceGroupProps) {
  // Validate when focus leaves the whole group, not when it moves between its radios.
  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  return (
    <fieldset className="field field--wide choice-group" id={fieldId(field)} onBlur={handleBlur}>
      <legend className="field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <FieldHint field={field} hint={hint} />
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.id} className="choice" htmlFor={`${fieldId(field)}-${option.id}`}>
            <input
              type="radio"
              id={`${fieldId(field)}-${option.id}`}
              name={field}
              value={option.id}
              checked={value === option.id}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(field, hint, error)}
              onChange={() => onChange(option.id)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError field={field} error={error} />
    </fieldset>
  );
}

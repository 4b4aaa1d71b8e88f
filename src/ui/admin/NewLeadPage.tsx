// /admin/leads/new: the owner types in an enquiry that did not come through the website's form (a
// walk-in, a call, a chat). A plain POST with the files inside: the dashboard runs no script.
import type { ReactNode } from 'react';
import { leadFieldLabels, quoteForm } from '../../content/quote-form';
import { materialFamilies, materialFinishIds, materialGradeIds, saleUnits } from '../../shared/catalogue';
import { leadChannels, type LineValues, type ManualLeadValues } from '../../shared/manual-lead';
import { quoteLineLimits } from '../../shared/quote-line';
import { contactMethodOptions, finishOptions, gradeOptions, quoteServiceOptions } from '../../shared/quote-request';
import { allowedExtensionsText, allowedUploadTypes, maxAttachments, uploadLimitText } from '../../shared/upload-rules';
import { AdminDocument } from './AdminDocument';

export const newLeadPath = '/admin/leads/new';

export interface NewLeadView extends ManualLeadValues {
  /** Every size the catalogue lists, offered as the line's item is typed. */
  catalogueItems: string[];
  /** Line rows to show, filled ones included. */
  rows: number;
  /** Why nothing was saved, when it is no field's fault. */
  message?: string;
}

type Options = readonly { id: string; label: string }[];

const blankLine: LineValues = { family: '', item: '', grade: '304', finish: '', quantity: '', unit: 'length', note: '' };

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p id={`${name}-hint`} className="muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes of a control whose field may carry a hint and an error. */
const described = (name: string, hint: boolean, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined,
});

function TextField({
  view,
  name,
  label,
  hint,
  ...input
}: {
  view: NewLeadView;
  name: string;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'tel' | 'email';
  autoComplete?: string;
}) {
  const error = view.errors[name];
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      <input
        id={name}
        name={name}
        type="text"
        defaultValue={view.fields[name] ?? ''}
        {...described(name, Boolean(hint), error)}
        {...input}
      />
    </Field>
  );
}

function Choice({
  view,
  name,
  label,
  options,
  prompt,
  fallback,
}: {
  view: NewLeadView;
  name: string;
  label: string;
  options: Options;
  prompt?: string;
  fallback?: string;
}) {
  const error = view.errors[name];
  return (
    <Field name={name} label={label} error={error}>
      <select id={name} name={name} defaultValue={view.fields[name] ?? fallback ?? ''} {...described(name, false, error)}>
        {prompt && <option value="">{prompt}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function LineRow({ index, line, error }: { index: number; line: LineValues; error?: string }) {
  const id = (field: string) => `lines.${index}.${field}`;
  const errorId = error ? `lines-${index}-error` : undefined;
  const select = (field: 'family' | 'grade' | 'finish' | 'unit', label: string, options: Options, prompt?: string, wide = false) => (
    <div className={wide ? 'form-field line-row__wide' : 'form-field'}>
      <label htmlFor={id(field)}>{label}</label>
      <select id={id(field)} name={id(field)} defaultValue={line[field]} aria-describedby={errorId}>
        {prompt !== undefined && <option value="">{prompt}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="line-row" aria-invalid={error ? true : undefined}>
      <legend>{`Line ${index + 1}`}</legend>
      {select('family', 'Product family', materialFamilies, 'Choose a family', true)}
      <div className="form-field line-row__wide">
        <label htmlFor={id('item')}>Size or item</label>
        <input id={id('item')} name={id('item')} list="catalogue-items" defaultValue={line.item} aria-describedby={errorId} />
      </div>
      {select('grade', 'Grade', materialGradeIds)}
      {select('finish', 'Finish', materialFinishIds, 'None given')}
      <div className="form-field">
        <label htmlFor={id('quantity')}>Quantity</label>
        <input id={id('quantity')} name={id('quantity')} inputMode="decimal" defaultValue={line.quantity} aria-describedby={errorId} />
      </div>
      {select('unit', 'Unit', saleUnits)}
      <div className="form-field line-row__wide">
        <label htmlFor={id('note')}>Note</label>
        <input id={id('note')} name={id('note')} maxLength={quoteLineLimits.note} defaultValue={line.note} aria-describedby={errorId} />
      </div>
      {error && (
        <p id={errorId} className="field-error line-row__wide" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function NewLeadPage({ businessName, operator, view }: { businessName: string; operator: string; view: NewLeadView }) {
  const refused = Object.keys(view.errors).length > 0;
  const rows = Array.from(
    { length: Math.min(quoteLineLimits.lines, Math.max(view.rows, view.lines.length + 1)) },
    (_, index) => view.lines[index] ?? blankLine,
  );
  return (
    <AdminDocument title="Add lead" businessName={businessName} operator={operator} current="leads">
      <div className="page-head">
        <h1>Add lead</h1>
        <p>
          <a href="/admin/leads">Back to the leads</a>
        </p>
      </div>
      <p className="muted">
        For an enquiry that did not come through the website: a walk-in, a call, Messenger, Viber, WhatsApp, a referral or a trade show. It
        joins the inbox as new, counted under its channel in Leads by source.
      </p>
      {(refused || view.message) && (
        <p className="notice notice--warning" role="alert">
          {view.message ?? 'Not saved: correct the fields marked below.'}
        </p>
      )}
      <form method="post" action={newLeadPath} encType="multipart/form-data" className="lead-form" data-keep-draft>
        <input type="hidden" name="formId" value={view.formId} />
        <input type="hidden" name="rows" value={rows.length} />
        <fieldset className="panel">
          <legend>Who, and how they reached you</legend>
          <Choice view={view} name="channel" label="Came in by" options={leadChannels} prompt="Choose the channel" />
          <TextField view={view} name="fullName" label={leadFieldLabels.fullName} autoComplete="off" />
          <TextField view={view} name="company" label={leadFieldLabels.company} autoComplete="off" />
          <TextField
            view={view}
            name="phone"
            label={leadFieldLabels.phone}
            hint="A phone number or an email address, or both."
            type="tel"
            autoComplete="off"
          />
          <TextField view={view} name="email" label={leadFieldLabels.email} type="email" autoComplete="off" />
          <Choice
            view={view}
            name="preferredContact"
            label={leadFieldLabels.preferredContact}
            options={contactMethodOptions}
            fallback="phone"
          />
        </fieldset>
        <fieldset className="panel">
          <legend>What they need</legend>
          <Choice
            view={view}
            name="service"
            label={leadFieldLabels.service}
            options={quoteServiceOptions}
            prompt={quoteForm.servicePrompt}
          />
          <Choice view={view} name="grade" label={leadFieldLabels.grade} options={gradeOptions} fallback="not-sure" />
          <Choice view={view} name="finish" label={leadFieldLabels.finish} options={finishOptions} fallback="not-sure" />
          <TextField view={view} name="dimensions" label={leadFieldLabels.dimensions} hint={quoteForm.hints.dimensions} />
          <TextField view={view} name="quantity" label={leadFieldLabels.quantity} hint={quoteForm.hints.quantity} />
          <TextField view={view} name="targetDate" label={leadFieldLabels.targetDate} type="date" />
          <Field
            name="projectDetails"
            label={leadFieldLabels.projectDetails}
            hint='In their words: "two tables" is enough. Leave it empty when the quote lines below say it.'
            error={view.errors.projectDetails}
          >
            <textarea
              id="projectDetails"
              name="projectDetails"
              rows={4}
              defaultValue={view.fields.projectDetails ?? ''}
              {...described('projectDetails', true, view.errors.projectDetails)}
            />
          </Field>
        </fieldset>
        <fieldset className="panel">
          <legend>Quote lines from the catalogue</legend>
          <p className="muted">Optional. A row left without a size, quantity or note is not a line.</p>
          {view.errors.lines && (
            <p className="field-error" role="alert">
              {view.errors.lines}
            </p>
          )}
          {rows.map((line, index) => (
            <LineRow key={index} index={index} line={line} error={view.errors[`lines.${index}`]} />
          ))}
          <datalist id="catalogue-items">
            {view.catalogueItems.map((item) => (
              <option key={item} value={item} />
            ))}
          </datalist>
        </fieldset>
        <fieldset className="panel">
          <legend>Drawings and photos</legend>
          <Field
            name="files"
            label="Files (optional)"
            hint={`Up to ${maxAttachments} files, ${allowedExtensionsText}, ${uploadLimitText} each.`}
            error={view.errors.files}
          >
            <input
              id="files"
              name="files"
              type="file"
              multiple
              accept={Object.keys(allowedUploadTypes)
                .map((extension) => `.${extension}`)
                .join(',')}
              {...described('files', true, view.errors.files)}
            />
          </Field>
          <div className="form-field">
            <label className="check">
              <input
                type="checkbox"
                name="sendReceipt"
                defaultChecked={view.fields.sendReceipt === 'on'}
                {...described('sendReceipt', false, view.errors.sendReceipt)}
              />{' '}
              Email them the website's receipt
            </label>
            {view.errors.sendReceipt && (
              <p id="sendReceipt-error" className="field-error" role="alert">
                {view.errors.sendReceipt}
              </p>
            )}
          </div>
        </fieldset>
        {/* Add lead comes first: the button Enter presses in a field. */}
        <p className="lead-form__actions">
          <button type="submit" className="primary">
            Add lead
          </button>
          {rows.length < quoteLineLimits.lines && (
            <button type="submit" name="more" value="lines">
              More line rows
            </button>
          )}
        </p>
      </form>
    </AdminDocument>
  );
}

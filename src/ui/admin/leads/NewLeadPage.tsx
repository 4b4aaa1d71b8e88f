// /admin/leads/new: the owner types in an enquiry that did not come through the website's form (a
// walk-in, a call, a chat). A plain POST with the files inside: it works without script.
import { leadFieldLabels, quoteForm } from '../../../content/quote-form';
import { materialFamilies, materialFinishIds, materialGradeIds, saleUnits } from '../../../shared/catalogue';
import { leadChannels, type LineValues, type ManualLeadValues } from '../../../shared/manual-lead';
import { quoteLineLimits } from '../../../shared/quote-line';
import { contactMethodOptions, finishOptions, gradeOptions, quoteServiceOptions } from '../../../shared/quote-request';
import { allowedExtensionsText, allowedUploadTypes, maxAttachments, uploadLimitText } from '../../../shared/upload-rules';
import { AdminDocument } from '../AdminDocument';
import { Field, FieldError, Suggestions } from '../Field';
import { adminPaths } from '../../../shared/admin-paths';

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

function LineRow({ index, line, error }: { index: number; line: LineValues; error?: string }) {
  const id = (field: string) => `lines.${index}.${field}`;
  const errorId = error ? `lines-${index}-error` : undefined;
  const select = (field: 'family' | 'grade' | 'finish' | 'unit', label: string, options: Options, prompt?: string, wide = false) => (
    <Field
      name={id(field)}
      label={label}
      options={options}
      prompt={prompt}
      defaultValue={line[field]}
      describedBy={errorId}
      className={wide ? 'line-row__wide' : undefined}
    />
  );
  return (
    <fieldset className="line-row" aria-invalid={error ? true : undefined}>
      <legend>{`Line ${index + 1}`}</legend>
      {select('family', 'Product family', materialFamilies, 'Choose a family', true)}
      <Field
        name={id('item')}
        label="Size or item"
        list="catalogue-items"
        defaultValue={line.item}
        describedBy={errorId}
        className="line-row__wide"
      />
      {select('grade', 'Grade', materialGradeIds)}
      {select('finish', 'Finish', materialFinishIds, 'None given')}
      <Field name={id('quantity')} label="Quantity" inputMode="decimal" defaultValue={line.quantity} describedBy={errorId} />
      {select('unit', 'Unit', saleUnits)}
      <Field
        name={id('note')}
        label="Note"
        maxLength={quoteLineLimits.note}
        defaultValue={line.note}
        describedBy={errorId}
        className="line-row__wide"
      />
      {error && (
        <p id={errorId} className="field-error line-row__wide" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function NewLeadPage({ view }: { view: NewLeadView }) {
  const refused = Object.keys(view.errors).length > 0;
  const form = { values: view.fields, errors: view.errors };
  const rows = Array.from(
    { length: Math.min(quoteLineLimits.lines, Math.max(view.rows, view.lines.length + 1)) },
    (_, index) => view.lines[index] ?? blankLine,
  );
  return (
    <AdminDocument title="Add lead" current="leads">
      <div className="page-head">
        <h1>Add lead</h1>
        <p>
          <a href={adminPaths.leads}>Back to the leads</a>
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
      <form method="post" action={adminPaths.newLead} encType="multipart/form-data" className="lead-form" data-keep-draft>
        <input type="hidden" name="formId" value={view.formId} />
        <input type="hidden" name="rows" value={rows.length} />
        <fieldset className="panel">
          <legend>Who, and how they reached you</legend>
          <Field view={form} name="channel" label="Came in by" options={leadChannels} prompt="Choose the channel" />
          <Field view={form} name="fullName" label={leadFieldLabels.fullName} autoComplete="off" />
          <Field view={form} name="company" label={leadFieldLabels.company} autoComplete="off" />
          <Field
            view={form}
            name="phone"
            label={leadFieldLabels.phone}
            hint="A phone number or an email address, or both."
            type="tel"
            autoComplete="off"
          />
          <Field view={form} name="email" label={leadFieldLabels.email} type="email" autoComplete="off" />
          <Field
            view={form}
            name="preferredContact"
            label={leadFieldLabels.preferredContact}
            options={contactMethodOptions}
            defaultValue={view.fields.preferredContact ?? 'phone'}
          />
        </fieldset>
        <fieldset className="panel">
          <legend>What they need</legend>
          <Field
            view={form}
            name="service"
            label={leadFieldLabels.service}
            options={quoteServiceOptions}
            prompt={quoteForm.servicePrompt}
          />
          <Field
            view={form}
            name="grade"
            label={leadFieldLabels.grade}
            options={gradeOptions}
            defaultValue={view.fields.grade ?? 'not-sure'}
          />
          <Field
            view={form}
            name="finish"
            label={leadFieldLabels.finish}
            options={finishOptions}
            defaultValue={view.fields.finish ?? 'not-sure'}
          />
          <Field view={form} name="dimensions" label={leadFieldLabels.dimensions} hint={quoteForm.hints.dimensions} />
          <Field view={form} name="quantity" label={leadFieldLabels.quantity} hint={quoteForm.hints.quantity} />
          <Field view={form} name="targetDate" label={leadFieldLabels.targetDate} type="date" />
          <Field
            view={form}
            name="projectDetails"
            label={leadFieldLabels.projectDetails}
            hint='In their words: "two tables" is enough. Leave it empty when the quote lines below say it.'
            rows={4}
          />
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
          <Suggestions id="catalogue-items" values={view.catalogueItems} />
        </fieldset>
        <fieldset className="panel">
          <legend>Drawings and photos</legend>
          <Field
            view={form}
            name="files"
            label="Files (optional)"
            hint={`Up to ${maxAttachments} files, ${allowedExtensionsText}, ${uploadLimitText} each.`}
            type="file"
            multiple
            accept={Object.keys(allowedUploadTypes)
              .map((extension) => `.${extension}`)
              .join(',')}
          />
          <div className="form-field">
            <label className="check">
              <input
                type="checkbox"
                name="sendReceipt"
                defaultChecked={view.fields.sendReceipt === 'on'}
                aria-invalid={view.errors.sendReceipt ? true : undefined}
                aria-describedby={view.errors.sendReceipt ? 'sendReceipt-error' : undefined}
              />{' '}
              Email them the website's receipt
            </label>
            <FieldError id="sendReceipt" error={view.errors.sendReceipt} />
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

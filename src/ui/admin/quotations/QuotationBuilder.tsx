// The lead's quotation: the builder (one card per line, the totals in a bar that stays in view)
// and the versions sent. Server-rendered forms that work without script; with it
// (client/admin/quotation-totals.ts) each line's amount and the totals follow every keystroke, by
// the same arithmetic as the send, and lines are added and removed in place.
import { AdminDocument } from '../AdminDocument';
import { Field } from '../Field';
import type { VatMode } from '../../../shared/quotation-money';
import { lineKinds, quotationLimits, quotationStatuses, type QuotationStatus } from '../../../shared/quotation';
import { builderLineField, lineAmountText, type TypedLine } from '../../../shared/quotation-typed-totals';
import { adminAssets, adminPaths } from '../../../shared/admin-paths';

export interface SentVersion {
  id: number;
  reference: string;
  status: Exclude<QuotationStatus, 'draft'>;
  sentAt: string;
  sentBy: string;
  total: string;
  validUntil: string;
  pdfUrl: string | null;
  pdfError: string | null;
  viewUrl: string;
  voidUrl: string | null;
  /** The answer or void, in words. */
  outcome: string | null;
}

export interface QuotationBuilderView {
  leadId: number;
  leadReference: string;
  customer: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  lineCount: number;
  /** Each line's amount as typed (the script keeps them up to date). */
  lines: TypedLine[];
  totals: { label: string; amount: string; strong?: boolean }[];
  vat: VatMode;
  vatLabel: string;
  /** The reference the next send gets. */
  nextReference: string;
  versions: SentVersion[];
  /** An accepted version locks the quotation. */
  locked: boolean;
  /** The draft is the version last sent, unedited: the builder shows it sent, with "Make a revision". */
  sentAsIs: boolean;
  savedWhen: string | null;
  message?: string;
  error?: string;
}

function LineCard({ index, view, removeAction }: { index: number; view: QuotationBuilderView; removeAction: string }) {
  const field = (name: Parameters<typeof builderLineField>[1]) => builderLineField(index, name);
  const kind = view.values[field('kind')] === 'service' ? 'service' : 'goods';
  return (
    <fieldset className="quote-line-card" id={`line-${index}`} data-line={index}>
      <legend>Line {index + 1}</legend>
      <Field name={field('description')} label="Description" view={view} rows={3} />
      <div className="quote-line-card__numbers">
        <Field name={field('quantity')} label="Quantity" view={view} inputMode="decimal" />
        <Field name={field('unit')} label="Unit" view={view} />
        <Field name={field('price')} label="Unit price (₱)" view={view} inputMode="decimal" />
        <Field name={field('discount')} label="Discount %" view={view} inputMode="decimal" />
      </div>
      <div className="quote-line-card__foot">
        <fieldset className="choices">
          <legend className="visually-hidden">Line {index + 1} is</legend>
          {Object.entries(lineKinds).map(([id, label]) => (
            <label key={id}>
              <input type="radio" name={field('kind')} value={id} defaultChecked={kind === id} /> {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" name="action" value={`remove-${index}`} formAction={removeAction} data-remove-line={index}>
          Remove line {index + 1}
        </button>
      </div>
      <p className="quote-line-card__amount">
        <output data-line-amount={index}>{lineAmountText(view.lines[index])}</output>
      </p>
    </fieldset>
  );
}

function Versions({ view }: { view: QuotationBuilderView }) {
  if (view.versions.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="versions-heading">
      <h2 id="versions-heading">Sent</h2>
      <ul className="version-list">
        {[...view.versions].reverse().map((version) => (
          <li key={version.id} className="version">
            <p>
              <a href={version.viewUrl}>
                <strong>{version.reference}</strong>
              </a>{' '}
              <span className={`status status--${version.status}`}>{quotationStatuses[version.status]}</span>
            </p>
            <p className="muted">{`${version.total} · sent ${version.sentAt} by ${version.sentBy} · valid until ${version.validUntil}`}</p>
            {version.outcome && <p className="preserve-lines">{version.outcome}</p>}
            {version.pdfUrl && <a href={version.pdfUrl}>PDF</a>}
            {version.pdfError && (
              <p className="field-error">{`The PDF could not be made, so the email carried the link only: ${version.pdfError}`}</p>
            )}
            {version.voidUrl && (
              <details className="version__void">
                <summary>Void {version.reference}</summary>
                <form method="post" action={version.voidUrl} className="facts-form">
                  <div className="form-field">
                    <label htmlFor={`void-${version.id}`}>Why (the customer's link says so)</label>
                    <input id={`void-${version.id}`} name="reason" required maxLength={300} />
                  </div>
                  <button type="submit">Void this version</button>
                </form>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QuotationBuilder({ view }: { view: QuotationBuilderView }) {
  const action = adminPaths.lead(view.leadId, 'quotation');
  const payable = view.totals.find((row) => row.strong);
  return (
    <AdminDocument title={`Quotation ${view.leadReference}`} current="leads">
      <p>
        <a href={adminPaths.lead(view.leadId)}>← {view.leadReference}</a>
      </p>
      <h1>
        Quotation <span className="muted">{view.customer}</span>
      </h1>
      {view.message && (
        <p className="notice" role="status">
          {view.message}
        </p>
      )}
      {view.error && (
        <p className="notice notice--warning" role="alert">
          {view.error}
        </p>
      )}
      <Versions view={view} />
      {view.locked ? (
        <p className="notice">The customer accepted this quotation: it is locked. A change of order is a new quotation on a new request.</p>
      ) : view.sentAsIs ? (
        <section className="panel" aria-labelledby="revise-heading">
          <h2 id="revise-heading">Sent as it is</h2>
          <p>The customer has the version above. A change goes to them as a revision, with its own reference.</p>
          <a className="button" href={`${action}?revise=1`}>
            {`Make a revision (${view.nextReference})`}
          </a>
        </section>
      ) : (
        <form method="post" action={action} className="quote-builder" noValidate data-vat={view.vat}>
          <input type="hidden" name="lines" value={view.lineCount} />
          <section className="panel" aria-labelledby="lines-heading">
            <h2 id="lines-heading">Lines</h2>
            <p className="muted">{`Prices in pesos, ${view.vatLabel}. Up to ${quotationLimits.lines} lines; a line left blank is dropped.`}</p>
            {view.errors.lines && (
              <p className="field-error" id="lines-error">
                {view.errors.lines}
              </p>
            )}
            {Array.from({ length: view.lineCount }, (_, index) => (
              <LineCard key={index} index={index} view={view} removeAction={`${action}#lines-heading`} />
            ))}
            {/* Without script the page comes back at the new line (the fragment); with it, no reload. */}
            {view.lineCount < quotationLimits.lines && (
              <button
                type="submit"
                name="action"
                value="add-line"
                formAction={`${action}#line-${view.lineCount}`}
                data-add-line
                data-limit={quotationLimits.lines}
              >
                Add a line
              </button>
            )}
          </section>
          <section className="panel" aria-labelledby="adjust-heading">
            <h2 id="adjust-heading">Discount and withholding</h2>
            <fieldset className="choices">
              <legend>Discount on the total</legend>
              {(
                [
                  ['none', 'None'],
                  ['percent', 'Percent'],
                  ['amount', 'Pesos'],
                ] as const
              ).map(([id, label]) => (
                <label key={id}>
                  <input type="radio" name="discountKind" value={id} defaultChecked={(view.values.discountKind ?? 'none') === id} /> {label}
                </label>
              ))}
            </fieldset>
            <Field name="discountValue" label="Discount" view={view} inputMode="decimal" />
            <label className="check">
              <input type="checkbox" name="withholding" defaultChecked={view.values.withholding === 'on'} /> Less withholding tax (1% goods,
              2% services): the customer withholds
            </label>
          </section>
          <section className="panel" aria-labelledby="terms-heading">
            <h2 id="terms-heading">Terms</h2>
            <div className="facts-form">
              <Field name="validityDays" label="Valid for (days)" view={view} inputMode="numeric" />
              <Field name="depositPercent" label="Down payment (%)" view={view} inputMode="numeric" />
              <Field name="paymentTerms" label="Payment terms" view={view} />
              <Field name="leadTime" label="Lead time" view={view} />
              <Field name="deliveryTerms" label="Delivery terms" view={view} />
              <Field name="notes" label="Notes" view={view} rows={4} />
            </div>
          </section>
          <section className="panel" aria-labelledby="totals-heading">
            <h2 id="totals-heading">Totals</h2>
            <dl className="quote-totals" aria-live="polite">
              {view.totals.map((row) => (
                <div key={row.label} className={row.strong ? 'quote-totals__row quote-totals__row--strong' : 'quote-totals__row'}>
                  <dt>{row.label}</dt>
                  <dd>{row.amount}</dd>
                </div>
              ))}
            </dl>
            <p className="muted" data-saved-when>
              {view.savedWhen ? `Draft saved ${view.savedWhen}` : 'Not saved yet'}
            </p>
          </section>
          {/* Kept in view while the lines scroll: what the customer pays, and the two buttons. */}
          <div className="quote-bar">
            <p className="quote-bar__total">
              <span>{payable?.label ?? 'Total'}</span> <strong>{payable?.amount ?? ''}</strong>
            </p>
            <div className="quote-bar__actions">
              <button type="submit" name="action" value="save">
                Save draft
              </button>
              <button type="submit" name="action" value="preview" className="primary">
                {`Preview ${view.nextReference}`}
              </button>
            </div>
          </div>
          <script src={adminAssets.quotationTotalsScript} defer />
        </form>
      )}
    </AdminDocument>
  );
}

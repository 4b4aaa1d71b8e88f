// /quotation/<token>: the customer's own quotation. A page of its own (no site script, no
// analytics, never indexed): the document, the PDF, and accept, ask for changes or decline,
// each a plain form that works without JavaScript.
import type { ReactNode } from 'react';
import { QuotationDocumentView } from './QuotationDocumentView';
import type { QuotationDocument } from '../../shared/quotation';
import type { CustomerPaymentView } from '../../shared/customer-payment-view';
import { Input } from './fields';
import { PaymentSection } from './PaymentSection';
import { ContactLinks } from '../primitives/ContactLinks';
import { OrderSections } from '../order/OrderSections';
import type { OrderView } from '../order/order-view';

export type CustomerQuotationState = 'open' | 'accepted' | 'declined' | 'expired' | 'superseded' | 'voided';

export interface CustomerQuotationView {
  document: QuotationDocument;
  state: CustomerQuotationState;
  /** What the state means for the customer, in words (who accepted, why it was voided...). */
  stateText: string | null;
  pdfUrl: string | null;
  /** The page's own path: the forms post to it. */
  path: string;
  contact: { label: string; href: string }[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What the customer's last action did. */
  message?: string;
  poAccept: string;
  poLimits: string;
  /** Once accepted: the down payment, what is paid, the balance, and the ways to pay. */
  payment?: CustomerPaymentView;
  /** Reload the page by itself while a payment is being confirmed (no script needed). */
  refresh?: boolean;
  /** Once accepted, the page is the order's: its job's stages, photos and dates. */
  order?: OrderView;
}

/** The page's stylesheet inline (no request before the first paint), under the response's CSP nonce. */
export interface PageStyle {
  css: string;
  nonce: string;
}

function Shell({ title, style, refresh, children }: { title: string; style: PageStyle; refresh?: boolean; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refresh && <meta httpEquiv="refresh" content="5" />}
        <meta name="description" content={title} />
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style nonce={style.nonce}>{style.css}</style>
      </head>
      <body>
        <main className="page">{children}</main>
      </body>
    </html>
  );
}

function Message({ view, name, label }: { view: CustomerQuotationView; name: string; label: string }) {
  const error = view.errors[name];
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <textarea
        id={name}
        name={name}
        rows={4}
        maxLength={2000}
        defaultValue={view.values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      {error && (
        <p id={`${name}-error`} className="error">
          {error}
        </p>
      )}
    </div>
  );
}

function Answer({ view }: { view: CustomerQuotationView }) {
  const { reference } = view.document;
  return (
    <section aria-labelledby="answer-heading" className="answer">
      <h2 id="answer-heading">Your answer</h2>
      <form method="post" action={`${view.path}/accept`} encType="multipart/form-data" className="card">
        <h3>{`Accept ${reference}`}</h3>
        <Input view={view} name="name" label="Your name" required autoComplete="name" />
        <Input view={view} name="position" label="Position" required autoComplete="organization-title" />
        <Input view={view} name="poNumber" label="PO number" />
        <Input view={view} name="po" label="PO file" type="file" hint={view.poLimits} />
        <div className="field">
          <label className="tick">
            <input
              type="checkbox"
              name="acceptTerms"
              value="yes"
              required
              aria-invalid={view.errors.acceptTerms ? true : undefined}
              aria-describedby={view.errors.acceptTerms ? 'acceptTerms-error' : undefined}
            />
            <span>{`I accept this quotation, its prices and its terms, on behalf of ${view.document.customer.company ?? 'myself'}.`}</span>
          </label>
          {view.errors.acceptTerms && (
            <p id="acceptTerms-error" className="error">
              {view.errors.acceptTerms}
            </p>
          )}
        </div>
        <button type="submit" className="primary">{`Accept ${reference}`}</button>
      </form>
      <form method="post" action={`${view.path}/changes`} className="card">
        <h3>Ask for changes</h3>
        <Message view={view} name="changes" label="What should change (sizes, quantities, grade, delivery)?" />
        <button type="submit">Send my request</button>
      </form>
      <form method="post" action={`${view.path}/decline`} className="card">
        <h3>Decline</h3>
        <Message view={view} name="reason" label="Why, if you would tell us (optional)" />
        <button type="submit">Decline this quotation</button>
      </form>
    </section>
  );
}

export function QuotationPage({ view, style }: { view: CustomerQuotationView; style: PageStyle }) {
  const { document } = view;
  return (
    <Shell
      title={
        view.order
          ? `Order ${view.order.reference} | ${document.business.name}`
          : `Quotation ${document.reference} | ${document.business.name}`
      }
      style={style}
      refresh={view.refresh}
    >
      {view.message && (
        <p className="banner banner--ok" role="status">
          {view.message}
        </p>
      )}
      {view.stateText && (
        <p className={view.state === 'accepted' ? 'banner banner--ok' : 'banner'} role={view.message ? undefined : 'status'}>
          {view.stateText}
        </p>
      )}
      {view.order && <OrderSections order={view.order} form={view} />}
      {view.pdfUrl && (
        <p>
          <a className="button" href={view.pdfUrl}>
            {`Download ${document.reference} (PDF)`}
          </a>
        </p>
      )}
      {view.payment && <PaymentSection view={view} payment={view.payment} />}
      <QuotationDocumentView document={document} />
      {view.state === 'open' && <Answer view={view} />}
      {/* An order's page says whom to call near its top. */}
      {!view.order && (
        <section aria-labelledby="contact-heading" className="contact">
          <h2 id="contact-heading">Questions?</h2>
          <p>{`Reply to our email, or reach ${document.business.name}:`}</p>
          <ContactLinks links={view.contact} />
        </section>
      )}
    </Shell>
  );
}

/** The page for a link that leads nowhere: no reason given (a guessed token learns nothing). */
export function QuotationNotFoundPage({ contact, style }: { contact: { label: string; href: string }[]; style: PageStyle }) {
  return (
    <Shell title="Quotation not found" style={style}>
      <h1>Quotation not found</h1>
      <p>Check that the whole link from our email was opened. If it still does not work, contact us and we will send it again.</p>
      <ContactLinks links={contact} />
    </Shell>
  );
}

// Site facts: the owner edits the business details, hours, closures and the notice as a draft,
// previews the site with it, and publishes. Server-rendered forms, no client script.
import type { ReactNode } from 'react';
import { dayName, weekdays } from '../../shared/opening-hours';
import { AdminDocument } from './AdminDocument';

export interface SiteFactsView {
  /** Field name -> value, the draft's unless the form just posted came back with errors. */
  values: Record<string, string>;
  errors: Record<string, string>;
  closureRows: number;
  /** What publishing would change, e.g. "phone: … → …"; empty when the draft is what the site shows. */
  pending: string[];
  publishedVersion: number | null;
  /** A one-line outcome of the last action ("Saved", "Published version 4"). */
  message?: string;
}

interface SiteFactsPageProps {
  businessName: string;
  operator: string;
  view: SiteFactsView;
}

function Field({ view, name, label, hint, type = 'text', ...rest }: { view: SiteFactsView; name: string; label: string; hint?: string; type?: string; inputMode?: 'tel' | 'email' | 'url' | 'decimal'; maxLength?: number }) {
  const error = view.errors[name];
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p id={`${name}-hint`} className="muted">
          {hint}
        </p>
      )}
      <input id={name} name={name} type={type} defaultValue={view.values[name] ?? ''} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {error && (
        <p id={`${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function SectionForm({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form method="post" action={`/admin/site/${id}`} className="facts-form">
        {children}
        <button type="submit">Save {title.toLowerCase()} to the draft</button>
      </form>
    </section>
  );
}

export function SiteFactsPage({ businessName, operator, view }: SiteFactsPageProps) {
  return (
    <AdminDocument title="Site facts" businessName={businessName} operator={operator} current="site">
      <div className="page-head">
        <h1>Site facts</h1>
        <p>
          <a href="/admin/site/history">History</a>
        </p>
      </div>
      {view.message && (
        <p className="notice" role="status">
          {view.message}
        </p>
      )}
      <section className="panel" aria-labelledby="publish-title">
        <h2 id="publish-title">Draft</h2>
        <p className="muted">{view.publishedVersion ? `The site shows version ${view.publishedVersion}.` : 'The site shows the defaults in code: nothing is published yet.'}</p>
        {view.pending.length > 0 ? (
          <>
            <p>Not yet on the site:</p>
            <ul>
              {view.pending.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <p>
              <a href="/?preview=draft" target="_blank" rel="noopener">
                Preview the site with the draft
              </a>
            </p>
            <form method="post" action="/admin/site/publish">
              <button type="submit" className="primary">
                Publish
              </button>
            </form>
          </>
        ) : (
          <p>The draft is what the site shows.</p>
        )}
      </section>

      <SectionForm id="details" title="Business details">
        <Field view={view} name="name" label="Business name" maxLength={80} />
        <Field view={view} name="phone" label="Phone" type="tel" inputMode="tel" hint="A Philippine number, e.g. 0917 123 4567." />
        <Field view={view} name="email" label="Email" type="email" inputMode="email" />
        <Field view={view} name="street" label="Street" maxLength={120} />
        <Field view={view} name="barangay" label="Barangay" maxLength={80} />
        <Field view={view} name="city" label="City or municipality" maxLength={80} />
        <Field view={view} name="whatsapp" label="WhatsApp number" type="tel" inputMode="tel" />
        <Field view={view} name="viber" label="Viber number" type="tel" inputMode="tel" hint="Leave empty for no Viber link." />
        <Field view={view} name="messenger" label="Facebook page username (Messenger)" maxLength={50} />
        <Field
          view={view}
          name="mapLink"
          label="Google Maps link"
          type="url"
          inputMode="url"
          hint="Paste the long link from Google Maps to set the location, or type the coordinates below."
        />
        <Field view={view} name="latitude" label="Latitude" inputMode="decimal" />
        <Field view={view} name="longitude" label="Longitude" inputMode="decimal" />
      </SectionForm>

      <SectionForm id="hours" title="Business hours">
        {weekdays.map((day) => (
          <fieldset key={day} className="day-hours">
            <legend>{dayName(day)}</legend>
            <label>
              <input type="checkbox" name={`${day}-closed`} defaultChecked={view.values[`${day}-closed`] === 'on'} /> Closed
            </label>
            <Field view={view} name={`${day}-opens`} label="Opens" type="time" />
            <Field view={view} name={`${day}-closes`} label="Closes" type="time" />
          </fieldset>
        ))}
      </SectionForm>

      <SectionForm id="closures" title="Closures">
        <p className="muted">Holidays and company outings: the site, search results and reply promises show these days as closed. Clear a date to remove it.</p>
        {view.errors.closures && (
          <p className="field-error" role="alert">
            {view.errors.closures}
          </p>
        )}
        {Array.from({ length: view.closureRows }, (_, index) => (
          <fieldset key={index} className="closure-row">
            <legend className="visually-hidden">Closure {index + 1}</legend>
            <Field view={view} name={`closure-date-${index}`} label="Date" type="date" />
            <Field view={view} name={`closure-reason-${index}`} label="Reason" maxLength={80} />
          </fieldset>
        ))}
      </SectionForm>

      <SectionForm id="notice" title="Notice">
        <p className="muted">Shown at the top of every page from its start to its end (Manila time). Clear every field to remove it.</p>
        <Field view={view} name="noticeText" label="Text" maxLength={200} />
        <Field view={view} name="noticeLink" label="Link (optional)" type="url" inputMode="url" />
        <Field view={view} name="noticeStartsAt" label="Starts" type="datetime-local" />
        <Field view={view} name="noticeEndsAt" label="Ends" type="datetime-local" />
      </SectionForm>
    </AdminDocument>
  );
}

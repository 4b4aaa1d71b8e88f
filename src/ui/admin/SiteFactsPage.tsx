// Site facts: the owner edits the business details, hours, closures, the notice, stock and how
// the business quotes as a draft, previews the site with it, and publishes. Server-rendered
// forms; one script, public/admin-photos.js, resizes project photos in the browser, uploads each
// to /api/admin/site-photos and writes what was stored into the form's hidden `photos` field, so
// saving the project keeps them. Without it everything but adding photos still works.
import type { ReactNode } from 'react';
import { dayName, weekdays } from '../../shared/opening-hours';
import { quotationLimits, vatModes } from '../../shared/quotation';
import { postedProjectPhotos, type Project } from '../../shared/site-facts';
import { maxPhotosPerProject, sitePhotoUrl } from '../../shared/site-photos';
import type { StockFormView } from '../../shared/stock-form';
import { AdminDocument } from './AdminDocument';
import { StockFamilyPicker, StockFields } from './StockForm';

export interface SiteFactsView {
  /** Field name -> value, the draft's unless the form just posted came back with errors. */
  values: Record<string, string>;
  errors: Record<string, string>;
  closureRows: number;
  /** What publishing would change, e.g. "phone: … → …"; empty when the draft is what the site shows. */
  pending: string[];
  publishedVersion: number | null;
  /** The draft's projects; null while the site shows the samples in code. */
  projects: Project[] | null;
  stock: StockFormView;
  project?: { id: string; values: Record<string, string>; errors: Record<string, string> };
  /** A one-line outcome of the last action ("Saved", "Published version 4"). */
  message?: string;
}

interface SiteFactsPageProps {
  businessName: string;
  operator: string;
  view: SiteFactsView;
}

function Field({
  view,
  name,
  label,
  hint,
  type = 'text',
  rows,
  ...rest
}: {
  view: SiteFactsView;
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
      {error && (
        <p id={`${name}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** How the business is registered for VAT: one of three, each spelled out. */
function VatChoice({ view }: { view: SiteFactsView }) {
  const error = view.errors.vat;
  return (
    <fieldset className="radio-list" aria-describedby={error ? 'vat-error' : undefined}>
      <legend>VAT registration</legend>
      {Object.entries(vatModes).map(([mode, label]) => (
        <label key={mode}>
          <input type="radio" name="vat" value={mode} defaultChecked={view.values.vat === mode} /> {label}
        </label>
      ))}
      {error && (
        <p id="vat-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function projectValues(project: Project | null): Record<string, string> {
  if (!project) return { photos: '[]' };
  const { title, industry, location, year, gradeAndFinish, description, hidden, photos } = project;
  return {
    title,
    industry,
    location,
    year: String(year),
    gradeAndFinish,
    description,
    hidden: hidden ? 'on' : '',
    photos: JSON.stringify(photos),
  };
}

function ProjectForm({ project, view }: { project: Project | null; view: SiteFactsView }) {
  const id = project?.id ?? 'new';
  const failed = view.project?.id === id ? view.project : undefined;
  const formView: SiteFactsView = { ...view, values: failed?.values ?? projectValues(project), errors: failed?.errors ?? {} };
  // A posted list that came back refused may be anything: the form shows what of it is valid.
  const photos = postedProjectPhotos(formView.values.photos);
  const prefix = `project-${id}`;
  const field = (name: string) => `${prefix}-${name}`;
  // Field ids are per project; names are what the route reads.
  const input = (name: string, label: string, props: { type?: string; maxLength?: number; inputMode?: 'numeric' } = {}) => (
    <div className="form-field">
      <label htmlFor={field(name)}>{label}</label>
      <input
        id={field(name)}
        name={name}
        defaultValue={formView.values[name] ?? ''}
        aria-invalid={formView.errors[name] ? true : undefined}
        {...props}
      />
      {formView.errors[name] && (
        <p className="field-error" role="alert">
          {formView.errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form method="post" action={`/admin/site/projects/${id}`} className="facts-form project-form">
      {input('title', 'Title', { maxLength: 100 })}
      {input('industry', 'Industry', { maxLength: 60 })}
      {input('location', 'Location', { maxLength: 80 })}
      {input('year', 'Year', { inputMode: 'numeric' })}
      {input('gradeAndFinish', 'Grade and finish', { maxLength: 80 })}
      <div className="form-field">
        <label htmlFor={field('description')}>Description</label>
        <textarea id={field('description')} name="description" rows={4} maxLength={600} defaultValue={formView.values.description ?? ''} />
        {formView.errors.description && <p className="field-error">{formView.errors.description}</p>}
      </div>
      <label>
        <input type="checkbox" name="hidden" defaultChecked={formView.values.hidden === 'on'} /> Hidden from the site
      </label>
      <fieldset className="photo-field">
        <legend>Photos (up to {maxPhotosPerProject})</legend>
        <input type="hidden" name="photos" value={JSON.stringify(photos)} data-photos />
        <ul className="photo-list" data-photo-list>
          {photos.map((photo) => (
            <li key={photo.hash}>
              <img
                src={sitePhotoUrl(photo, photo.renditions[0] ?? photo.width)}
                width={160}
                height={Math.round((160 * photo.height) / photo.width)}
                alt=""
              />
              <label>
                <input type="checkbox" name="removePhotos" value={photo.hash} /> Remove
              </label>
            </li>
          ))}
        </ul>
        <label htmlFor={field('add-photos')}>Add photos</label>
        <input id={field('add-photos')} type="file" accept="image/*" multiple data-photo-input />
        <p className="muted" data-photo-status role="status">
          Photos are made smaller on this phone before they upload; their location data is removed.
        </p>
        {formView.errors.photos && (
          <p className="field-error" role="alert">
            {formView.errors.photos}
          </p>
        )}
      </fieldset>
      <button type="submit">{project ? 'Save project to the draft' : 'Add project to the draft'}</button>
    </form>
  );
}

function SectionForm({ id, title, before, children }: { id: string; title: string; before?: ReactNode; children: ReactNode }) {
  return (
    <section className="panel" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {before}
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
        <p className="muted">
          {view.publishedVersion
            ? `The site shows version ${view.publishedVersion}.`
            : 'The site shows the defaults in code: nothing is published yet.'}
        </p>
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
        <p className="muted">
          Holidays and company outings: the site, search results and reply promises show these days as closed. Clear a date to remove it.
        </p>
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
      <SectionForm id="availability" title="Stock availability" before={<StockFamilyPicker stock={view.stock} />}>
        <StockFields stock={view.stock} />
      </SectionForm>
      <SectionForm id="quotations" title="Quotations">
        <p className="muted">
          How you quote: shown on every quotation, its PDF and the acceptance email, never on the site. The terms are where each new
          quotation starts; you can change them on any one quotation.
        </p>
        <VatChoice view={view} />
        <Field
          view={view}
          name="tin"
          label="TIN (optional)"
          hint="As on your BIR certificate, e.g. 123-456-789-000. Leave empty for no TIN."
        />
        <Field
          view={view}
          name="paymentDetails"
          label="Payment details"
          rows={4}
          hint="Bank account and GCash, one per line: the customer sees them with the down payment due."
        />
        <Field view={view} name="validityDays" label="Valid for (days)" inputMode="numeric" />
        <Field view={view} name="depositPercent" label="Down payment (%)" inputMode="numeric" hint="0 for none." />
        <Field view={view} name="paymentTerms" label="Payment terms" maxLength={quotationLimits.termText} />
        <Field view={view} name="leadTime" label="Lead time" maxLength={quotationLimits.termText} />
        <Field view={view} name="deliveryTerms" label="Delivery terms" maxLength={quotationLimits.termText} />
        <Field view={view} name="notes" label="Notes" rows={4} maxLength={quotationLimits.notes} />
      </SectionForm>
      <section className="panel" id="projects" aria-labelledby="projects-title">
        <h2 id="projects-title">Projects</h2>
        <p className="muted">
          {view.projects ? 'Shown on Clients and Home in this order.' : 'The site shows the sample projects until you add your own.'}
        </p>
        {(view.projects ?? []).map((project, index, all) => (
          <article key={project.id} className="project-edit" aria-label={project.title}>
            <h3>{project.title}</h3>
            <ProjectForm project={project} view={view} />
            <div className="inline-form">
              {index > 0 && (
                <form method="post" action={`/admin/site/projects/${project.id}/move`}>
                  <button type="submit" name="direction" value="up">
                    Move up
                  </button>
                </form>
              )}
              {index < all.length - 1 && (
                <form method="post" action={`/admin/site/projects/${project.id}/move`}>
                  <button type="submit" name="direction" value="down">
                    Move down
                  </button>
                </form>
              )}
              <form method="post" action={`/admin/site/projects/${project.id}/delete`}>
                <button type="submit">Delete project</button>
              </form>
            </div>
          </article>
        ))}
        <h3>Add a project</h3>
        <ProjectForm project={null} view={view} />
      </section>
      <script src="/admin-photos.js" defer />
    </AdminDocument>
  );
}

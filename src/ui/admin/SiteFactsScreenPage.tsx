// One Site facts screen: a short form with a sticky bar (Save, the outcome beside it, and
// "Preview and publish" while the draft differs from the site). public/admin-unsaved.js asks
// before leaving a screen with unsaved edits; public/admin-photos.js uploads project photos.
// Without script every form still saves.
import type { ReactNode } from 'react';
import { dayName, weekdays } from '../../shared/opening-hours';
import { quotationLimits, vatModes } from '../../shared/quotation';
import { postedProjectPhotos, type Project } from '../../shared/site-facts';
import { factScreens, type FactScreen } from '../../shared/site-facts-screens';
import { maxPhotosPerProject, sitePhotoUrl } from '../../shared/site-photos';
import { AdminDocument } from './AdminDocument';
import { Field, FieldError } from './SiteFactsFields';
import type { SiteFactsView } from './SiteFactsPage';
import { StockFamilyPicker, StockFields } from './StockForm';
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
    <form method="post" action={`/admin/site/projects/${id}`} className="facts-form project-form" data-unsaved-guard>
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

/** The bar at the foot of the screen: the last outcome, Save, and the way to publish. */
function SaveBar({ view, save }: { view: SiteFactsView; save?: string }) {
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

/** A screen's one form, posting to its section; the bar stays in view at the bottom. */
function ScreenForm({ screen, view, children }: { screen: FactScreen; view: SiteFactsView; children: ReactNode }) {
  return (
    <form method="post" action={`/admin/site/${screen}`} className="facts-form" data-unsaved-guard>
      {children}
      <SaveBar view={view} save="Save to the draft" />
    </form>
  );
}

function DetailsFields({ view }: { view: SiteFactsView }) {
  return (
    <>
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
    </>
  );
}

function HoursFields({ view }: { view: SiteFactsView }) {
  return (
    <>
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
      <h2>Temporary hours</h2>
      <p className="muted">
        A weekday&apos;s hours until a date, e.g. Saturdays 8:00 to 12:00 until 10 January; after it, the hours above again.
      </p>
      <FieldError view={view} name="temporary" />
      {Array.from({ length: view.temporaryRows }, (_, index) => {
        const name = (part: string) => `temporary-${part}-${index}`;
        return (
          <fieldset key={index} className="day-hours">
            <legend>Temporary change {index + 1}</legend>
            <div className="form-field">
              <label htmlFor={name('day')}>Weekday</label>
              <select
                id={name('day')}
                name={name('day')}
                defaultValue={view.values[name('day')] ?? ''}
                aria-invalid={view.errors[name('day')] ? true : undefined}
                aria-describedby={view.errors[name('day')] ? `${name('day')}-error` : undefined}
              >
                <option value="">None</option>
                {weekdays.map((day) => (
                  <option key={day} value={day}>
                    {dayName(day)}s
                  </option>
                ))}
              </select>
              <FieldError view={view} name={name('day')} />
            </div>
            <label>
              <input type="checkbox" name={name('closed')} defaultChecked={view.values[name('closed')] === 'on'} /> Closed
            </label>
            <Field view={view} name={name('opens')} label="Opens" type="time" />
            <Field view={view} name={name('closes')} label="Closes" type="time" />
            <Field view={view} name={name('until')} label="Until (last day)" type="date" />
          </fieldset>
        );
      })}
    </>
  );
}

function ClosureRow({ view, index }: { view: SiteFactsView; index: number }) {
  const name = (part: string) => `closure-${part}-${index}`;
  const saved = Boolean(view.values[name('from')]);
  return (
    <fieldset className="closure-row">
      <legend>{saved ? `${view.values[name('reason')] || 'Closure'}` : 'New closure'}</legend>
      <div className="field-pair">
        <Field view={view} name={name('from')} label="First day" type="date" />
        <Field view={view} name={name('to')} label="Last day" type="date" />
      </div>
      <Field view={view} name={name('reason')} label="Reason" maxLength={80} />
      <p className="muted">Special hours on each of these days; leave both empty when closed all day.</p>
      <div className="field-pair">
        <Field view={view} name={name('opens')} label="Opens" type="time" />
        <Field view={view} name={name('closes')} label="Closes" type="time" />
      </div>
      {saved && (
        <div className="closure-row__actions">
          <label>
            <input type="checkbox" name={name('remove')} /> Remove this closure
          </label>
          <button type="submit" formAction="/admin/site/notice/from-closure" name="closure" value={index}>
            Make the notice from it
          </button>
        </div>
      )}
    </fieldset>
  );
}

function ClosureFields({ view }: { view: SiteFactsView }) {
  const rows = Array.from({ length: view.closureRows }, (_, index) => index);
  const ended = (index: number) => {
    const last = view.values[`closure-to-${index}`] || view.values[`closure-from-${index}`];
    return Boolean(last) && last! < view.today && !Object.keys(view.errors).some((name) => name.endsWith(`-${index}`));
  };
  const past = rows.filter(ended);
  return (
    <>
      <p className="muted">
        Holidays and company outings, closed all day or open with special hours. The site shows them with the hours from two weeks before;
        search results and reply promises know them too.
      </p>
      <FieldError view={view} name="closures" />
      {rows
        .filter((index) => !ended(index))
        .map((index) => (
          <ClosureRow key={index} view={view} index={index} />
        ))}
      <p className="muted">Save to get more empty rows.</p>
      {past.length > 0 && (
        <details>
          <summary>Past closures ({past.length})</summary>
          {past.map((index) => (
            <ClosureRow key={index} view={view} index={index} />
          ))}
        </details>
      )}
    </>
  );
}

function NoticeFields({ view }: { view: SiteFactsView }) {
  return (
    <>
      <p className="muted">
        Shown at the top of every page from its start to its end (Manila time). Clear every field to remove it. Holidays and closures can
        write one for you.
      </p>
      <Field view={view} name="noticeText" label="Text" maxLength={200} />
      <Field view={view} name="noticeLink" label="Link (optional)" type="url" inputMode="url" />
      <Field view={view} name="noticeStartsAt" label="Starts" type="datetime-local" hint="Empty: from now." />
      <Field view={view} name="noticeEndsAt" label="Ends" type="datetime-local" />
    </>
  );
}

function QuotationFields({ view }: { view: SiteFactsView }) {
  return (
    <>
      <p className="muted">
        How you quote: shown on every quotation, its PDF and the acceptance email, never on the site. The terms are where each new quotation
        starts; you can change them on any one quotation.
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
    </>
  );
}

function ProjectsScreen({ view }: { view: SiteFactsView }) {
  return (
    <>
      <p className="muted">
        {view.projects ? 'Shown on Clients and Home in this order.' : 'The site shows the sample projects until you add your own.'}
      </p>
      {(view.projects ?? []).map((project, index, all) => (
        <article key={project.id} className="project-edit" aria-label={project.title}>
          <h2>{project.title}</h2>
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
          </div>
          {/* Apart from Save and behind a second tap: a deleted project's words cannot be brought back. */}
          <details className="danger-zone">
            <summary>Delete this project</summary>
            <form method="post" action={`/admin/site/projects/${project.id}/delete`}>
              <button type="submit">Yes, delete &quot;{project.title}&quot;</button>
            </form>
          </details>
        </article>
      ))}
      <h2>Add a project</h2>
      <ProjectForm project={null} view={view} />
      <SaveBar view={view} />
    </>
  );
}

const sectionFields: Record<Exclude<FactScreen, 'projects' | 'availability'>, (props: { view: SiteFactsView }) => ReactNode> = {
  details: DetailsFields,
  hours: HoursFields,
  closures: ClosureFields,
  notice: NoticeFields,
  quotations: QuotationFields,
};

function ScreenBody({ screen, view }: { screen: FactScreen; view: SiteFactsView }) {
  if (screen === 'projects') return <ProjectsScreen view={view} />;
  if (screen === 'availability') {
    return (
      <>
        <StockFamilyPicker stock={view.stock} />
        <ScreenForm screen={screen} view={view}>
          <StockFields stock={view.stock} />
        </ScreenForm>
      </>
    );
  }
  const Fields = sectionFields[screen];
  return (
    <ScreenForm screen={screen} view={view}>
      <Fields view={view} />
    </ScreenForm>
  );
}

export function SiteFactsScreenPage({
  businessName,
  operator,
  screen,
  view,
}: {
  businessName: string;
  operator: string;
  screen: FactScreen;
  view: SiteFactsView;
}) {
  const { title } = factScreens[screen];
  return (
    <AdminDocument title={title} businessName={businessName} operator={operator} current="site">
      <nav className="facts-screens" aria-label="Site facts screens">
        <a href="/admin/site">Draft and publish</a>
        {(Object.keys(factScreens) as FactScreen[]).map((other) => (
          <a key={other} href={`/admin/site/${other}`} aria-current={other === screen ? 'page' : undefined}>
            {factScreens[other].title}
          </a>
        ))}
      </nav>
      <h1>{title}</h1>
      <ScreenBody screen={screen} view={view} />
      <script src="/admin-unsaved.js" defer />
      {screen === 'projects' && <script src="/admin-photos.js" defer />}
    </AdminDocument>
  );
}

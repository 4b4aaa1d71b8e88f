// One Site facts screen: a short form with a sticky bar (Save, the outcome beside it, and
// "Preview and publish" while the draft differs from the site). client/admin/unsaved.ts asks
// before leaving a screen with unsaved edits; client/admin/photos.ts uploads project photos.
// Without script every form still saves.
import type { ReactNode } from 'react';
import { dayName, weekdays } from '../../../shared/opening-hours';
import { paymongoMethods } from '../../../shared/payment-methods';
import { quotationLimits, vatModes } from '../../../shared/quotation';
import type { Project } from '../../../shared/site-facts';
import { factScreens, type FactScreen } from '../../../shared/site-facts-screens';
import { AdminDocument } from '../AdminDocument';
import { FamilyPicker } from '../FamilyPicker';
import { Field, FieldError } from '../Field';
import { SaveBar } from './SiteFactsSaveBar';
import type { SiteFactsView } from './SiteFactsPage';
import { ProjectList, ProjectScreen } from './SiteFactsProjects';
import { StockFields } from './StockForm';
import { adminAssets, adminPaths } from '../../../shared/admin-paths';

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

/** The methods "Pay now" offers in PayMongo's checkout (used once PAYMONGO_SECRET_KEY is set). */
function PaymongoMethodChoice({ view }: { view: SiteFactsView }) {
  const error = view.errors.paymentMethods;
  return (
    <fieldset className="radio-list" aria-describedby={error ? 'paymentMethods-error' : 'paymentMethods-hint'}>
      <legend>Online payment methods (PayMongo)</legend>
      <p id="paymentMethods-hint" className="muted">
        Only those your PayMongo account is activated for: QR Ph for every account; the rest for a registered business (docs/payments.md).
        None ticked: no "Pay now".
      </p>
      {Object.entries(paymongoMethods).map(([method, label]) => (
        <label key={method}>
          <input type="checkbox" name={`method-${method}`} defaultChecked={view.values[`method-${method}`] === 'on'} /> {label}
        </label>
      ))}
      {error && (
        <p id="paymentMethods-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A screen's one form, posting to its section; the bar stays in view at the bottom. */
function ScreenForm({ screen, view, children }: { screen: FactScreen; view: SiteFactsView; children: ReactNode }) {
  return (
    <form method="post" action={adminPaths.siteScreen(screen)} className="facts-form">
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

/** A day's hours on one row: its name and "Closed" on the left, opens and closes beside them. */
function DayRow({ view, field }: { view: SiteFactsView; field: (part: 'closed' | 'opens' | 'closes') => string }) {
  return (
    <>
      <label className="day-row__closed">
        <input type="checkbox" name={field('closed')} defaultChecked={view.values[field('closed')] === 'on'} /> Closed
      </label>
      <Field view={view} name={field('opens')} label="Opens" type="time" />
      <Field view={view} name={field('closes')} label="Closes" type="time" />
    </>
  );
}

function HoursFields({ view }: { view: SiteFactsView }) {
  const temporary = (index: number) => `temporary-day-${index}`;
  const running = Array.from({ length: view.temporaryRows }, (_, index) => index).filter((index) => view.values[temporary(index)]);
  // Folded unless a change is running or one of its fields needs correcting.
  const open = running.length > 0 || Object.keys(view.errors).some((name) => name.startsWith('temporary'));
  return (
    <>
      <div className="week-hours">
        {weekdays.map((day) => (
          <div key={day} role="group" aria-labelledby={`${day}-name`} className="day-row">
            <span id={`${day}-name`} className="day-row__name">
              {dayName(day)}
            </span>
            <DayRow view={view} field={(part) => `${day}-${part}`} />
          </div>
        ))}
      </div>
      <details className="temporary-hours" open={open}>
        <summary>Temporary hours{running.length > 0 ? ` (${running.length})` : ''}</summary>
        <p className="muted">
          A weekday&apos;s hours for a while, e.g. Saturdays 8:00 to 12:00 from 5 December until 9 January; before and after it, the hours
          above. Without a first day it starts now.
        </p>
        <FieldError id="temporary" error={view.errors.temporary} />
        {Array.from({ length: view.temporaryRows }, (_, index) => {
          const name = (part: string) => `temporary-${part}-${index}`;
          return (
            <fieldset key={index} className="temporary-row">
              <legend>Temporary change {index + 1}</legend>
              <div className="field-pair">
                <Field
                  view={view}
                  name={name('day')}
                  label="Weekday"
                  options={weekdays.map((day) => ({ id: day, label: `${dayName(day)}s` }))}
                  prompt="None"
                />
                <Field view={view} name={name('from')} label="From (first day, optional)" type="date" />
                <Field view={view} name={name('until')} label="Until (last day)" type="date" />
              </div>
              <div className="day-row day-row--plain">
                <DayRow view={view} field={name} />
              </div>
            </fieldset>
          );
        })}
      </details>
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
          <button type="submit" formAction={adminPaths.siteNoticeFromClosure} name="closure" value={index}>
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
      <FieldError id="closures" error={view.errors.closures} />
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
      <Field view={view} name="noticeText" label="Text" maxLength={200} rows={3} />
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
      <PaymongoMethodChoice view={view} />
      <Field view={view} name="validityDays" label="Valid for (days)" inputMode="numeric" />
      <Field view={view} name="depositPercent" label="Down payment (%)" inputMode="numeric" hint="0 for none." />
      <Field view={view} name="paymentTerms" label="Payment terms" maxLength={quotationLimits.termText} />
      <Field view={view} name="leadTime" label="Lead time" maxLength={quotationLimits.termText} />
      <Field view={view} name="deliveryTerms" label="Delivery terms" maxLength={quotationLimits.termText} />
      <Field view={view} name="notes" label="Notes" rows={4} maxLength={quotationLimits.notes} />
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

function ScreenBody({ screen, view, editing }: { screen: FactScreen; view: SiteFactsView; editing?: Project | null }) {
  if (screen === 'projects') return editing === undefined ? <ProjectList view={view} /> : <ProjectScreen project={editing} view={view} />;
  if (screen === 'availability') {
    return (
      <>
        <FamilyPicker action={adminPaths.siteAvailability} id="stock-family" family={view.stock.family} />
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
  screen,
  view,
  editing,
}: {
  screen: FactScreen;
  view: SiteFactsView;
  /** On Projects: the project whose form this is (null: a new one); undefined for the list. */
  editing?: Project | null;
}) {
  const title = editing === undefined ? factScreens[screen].title : (editing?.title ?? 'Add a project');
  return (
    <AdminDocument title={title} current="site">
      <nav className="facts-screens" aria-label="Site facts screens">
        <a href={adminPaths.site}>Draft and publish</a>
        {(Object.keys(factScreens) as FactScreen[]).map((other) => (
          <a key={other} href={adminPaths.siteScreen(other)} aria-current={other === screen ? 'page' : undefined}>
            {factScreens[other].title}
          </a>
        ))}
      </nav>
      <h1>{title}</h1>
      <ScreenBody screen={screen} view={view} editing={editing} />
      {editing !== undefined && <script src={adminAssets.photosScript} defer />}
    </AdminDocument>
  );
}

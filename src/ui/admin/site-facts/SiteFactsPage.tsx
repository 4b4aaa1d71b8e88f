// Site facts: the owner edits the business details, hours, closures, the notice, projects, stock
// and how the business quotes as a draft, one short screen each (SiteFactsScreenPage.tsx),
// previews the site with it and publishes from this index.
import type { Project } from '../../../shared/site-facts';
import { factScreens, type FactScreen } from '../../../shared/site-facts-screens';
import type { StockFormView } from '../../../shared/stock-form';
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

export interface SiteFactsView {
  /** Field name -> value, the draft's unless the form just posted came back with errors. */
  values: Record<string, string>;
  errors: Record<string, string>;
  closureRows: number;
  temporaryRows: number;
  /** Today in Manila, YYYY-MM-DD: closures that ended before it fold away. */
  today: string;
  /** What publishing would change, e.g. "phone: … → …"; empty when the draft is what the site shows. */
  pending: string[];
  publishedVersion: number | null;
  /** The draft's projects; null while the site shows the samples in code. */
  projects: Project[] | null;
  stock: StockFormView;
  project?: { id: string; values: Record<string, string>; errors: Record<string, string> };
  /** A one-line outcome of the last action ("Saved", "Published version 4"). */
  message?: string;
  /** After a publish that changed hours or closures: the lines to copy into the Google Business Profile. */
  businessProfile?: string[];
}

interface SiteFactsPageProps {
  view: SiteFactsView;
}

/** The draft against the site: what publishing would change, the preview and Publish. */
function DraftPanel({ view }: { view: SiteFactsView }) {
  return (
    <section className="panel" id="publish" aria-labelledby="publish-title">
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
          <form method="post" action={adminPaths.sitePublish}>
            <button type="submit" className="primary">
              Publish
            </button>
          </form>
        </>
      ) : (
        <p>The draft is what the site shows.</p>
      )}
    </section>
  );
}

function BusinessProfileReminder({ lines }: { lines: string[] }) {
  return (
    <section className="panel notice--warning" aria-labelledby="profile-title">
      <h2 id="profile-title">Now update your Google Business Profile</h2>
      <p>
        Google Search and Maps show the hours from your Business Profile, not from this site. Open{' '}
        <a href="https://business.google.com/" target="_blank" rel="noopener noreferrer">
          business.google.com
        </a>
        , choose Edit profile, then Hours (and Special hours for the dates), and copy:
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

export function SiteFactsPage({ view }: SiteFactsPageProps) {
  return (
    <AdminDocument title="Site facts" current="site">
      <div className="page-head">
        <h1>Site facts</h1>
        <p>
          <a href={adminPaths.siteHistory}>History</a>
        </p>
      </div>
      {view.message && (
        <p className="notice notice--done" role="status">
          {view.message}
        </p>
      )}
      {view.businessProfile && <BusinessProfileReminder lines={view.businessProfile} />}
      <DraftPanel view={view} />
      <nav className="panel facts-index" aria-label="Site facts screens">
        <ul>
          {(Object.entries(factScreens) as [FactScreen, (typeof factScreens)[FactScreen]][]).map(([screen, { title, about }]) => (
            <li key={screen}>
              <a href={adminPaths.siteScreen(screen)}>{title}</a>
              <span className="muted">{about}</span>
            </li>
          ))}
          <li>
            <a href={adminPaths.replyTemplates}>Reply templates</a>
            <span className="muted">The answers you send to leads.</span>
          </li>
          <li>
            <a href={adminPaths.priceBook}>Price book</a>
            <span className="muted">Your prices for quotation lines.</span>
          </li>
        </ul>
      </nav>
    </AdminDocument>
  );
}

// The operators' dashboard shell: server-rendered; every page loads /admin-unsaved.js and a
// few add one more small script of our own (built from client/admin/ to /admin-*.js).
import { useContext, type ReactNode } from 'react';
import { siteIcons } from '../../content/share';
import type { Role } from '../../shared/roles';
import {
  BusinessName,
  DevOutboxShown,
  LeadsAwaitingReply,
  NameMissing,
  PeopleNames,
  SignedInOperator,
  SignedInRole,
} from './dashboard-context';
import { barLinks, isSettingsPage, linksFor, type DashboardPage } from './dashboard-pages';
import { adminAssets, adminPaths } from '../../shared/admin-paths';

interface AdminDocumentProps {
  title: string;
  current?: DashboardPage;
  children: ReactNode;
}

export function AdminDocument({ title, current, children }: AdminDocumentProps) {
  const businessName = useContext(BusinessName);
  // Shown in the top bar with the sign-out button; absent on the sign-in and invitation pages.
  const operator = useContext(SignedInOperator);
  const devOutbox = useContext(DevOutboxShown);
  const waiting = useContext(LeadsAwaitingReply);
  const role = useContext(SignedInRole);
  const nameMissing = useContext(NameMissing);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${businessName} dashboard`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={adminAssets.stylesheet} />
        {/* Installable on its own (Home Screen on iOS is what lets push work there), apart from the public site. */}
        <link rel="manifest" href={adminAssets.manifest} />
        <link rel="apple-touch-icon" href={siteIcons.appleTouch} />
        <meta name="apple-mobile-web-app-capable" content="yes" />
      </head>
      <body>
        <header className="admin-bar">
          <span className="admin-bar__brand">{businessName}</span>
          {operator && (
            <>
              <DashboardLinks current={current} devOutbox={devOutbox} waiting={waiting} role={role} label="Dashboard" />
              <SignOut operator={operator} />
              {/* On a phone the links and Sign out fold into one menu: the bar stays one row. */}
              <details className="admin-menu">
                <summary>
                  Menu
                  <WaitingCount waiting={waiting} />
                </summary>
                <div className="admin-menu__panel">
                  <DashboardLinks current={current} devOutbox={devOutbox} waiting={waiting} role={role} label="Dashboard menu" />
                  <SignOut operator={operator} />
                </div>
              </details>
            </>
          )}
        </header>
        <main className="admin-main">
          {operator && nameMissing && current !== 'account' && (
            <p className="notice notice--warning name-missing">
              What is your name? <a href={adminPaths.account}>Add it on Your account</a>: it goes on the quotations you send and beside what
              you do here, in place of your email address.
            </p>
          )}
          {children}
        </main>
        {/* Every page: asks before leaving unsaved typing, keeps drafts, opens at the first wrong field. */}
        <script src={adminAssets.unsavedScript} defer />
      </body>
    </html>
  );
}

/** The Leads tab's count of leads waiting for a reply; nothing when none waits. */
function WaitingCount({ waiting }: { waiting: number }) {
  if (waiting === 0) return null;
  return (
    <span className="nav-count">
      <span className="visually-hidden">: </span>
      {waiting}
      <span className="visually-hidden"> waiting for a reply</span>
    </span>
  );
}

interface DashboardLinksProps {
  current?: DashboardPage;
  devOutbox: boolean;
  waiting: number;
  role: Role;
  label: string;
}

/** The bar's links; Settings stands for the page open when it is one of its own ("true": in that set, not that page). */
function DashboardLinks({ current, devOutbox, waiting, role, label }: DashboardLinksProps) {
  const here = (page: DashboardPage) =>
    current === page ? ('page' as const) : page === 'settings' && isSettingsPage(current) ? ('true' as const) : undefined;
  return (
    <nav aria-label={label}>
      {linksFor(barLinks(devOutbox), role).map(({ page, href, label: text }) => (
        <a key={page} href={href} aria-current={here(page)}>
          {text}
          {page === 'leads' && <WaitingCount waiting={waiting} />}
        </a>
      ))}
    </nav>
  );
}

function SignOut({ operator }: { operator: string }) {
  const names = useContext(PeopleNames);
  return (
    <form method="post" action={adminPaths.logout} className="admin-bar__signout">
      <span>{names.get(operator.toLowerCase()) ?? operator}</span>
      <button type="submit">Sign out</button>
    </form>
  );
}

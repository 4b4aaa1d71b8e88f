// The operators' dashboard shell: server-rendered only, no client script.
import { useContext, type ReactNode } from 'react';
import { siteIcons } from '../../content/share';
import type { Role } from '../../shared/roles';
import { DevOutboxShown, LeadsAwaitingReply, SignedInRole } from './dashboard-context';

interface AdminDocumentProps {
  title: string;
  businessName: string;
  /** Shown in the top bar with the sign-out button; absent on the sign-in page. */
  operator?: string;
  current?:
    | 'overview'
    | 'leads'
    | 'quotations'
    | 'price-book'
    | 'site'
    | 'reply-templates'
    | 'outbox'
    | 'privacy'
    | 'team'
    | 'audit'
    | 'account'
    | 'notifications'
    | 'technical';
  children: ReactNode;
}

export function AdminDocument({ title, businessName, operator, current, children }: AdminDocumentProps) {
  const devOutbox = useContext(DevOutboxShown);
  const waiting = useContext(LeadsAwaitingReply);
  const role = useContext(SignedInRole);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${businessName} dashboard`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/admin.css" />
        {/* Installable on its own (Home Screen on iOS is what lets push work there), apart from the public site. */}
        <link rel="manifest" href="/admin.webmanifest" />
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
        <main className="admin-main">{children}</main>
      </body>
    </html>
  );
}

type Page = NonNullable<AdminDocumentProps['current']>;

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

/** The pages a staff account opens; the worker's role guard (src/worker/admin/roles.ts) enforces it. */
const staffPages = new Set<Page>(['leads', 'quotations', 'notifications', 'account']);

interface DashboardLinksProps {
  current?: Page;
  devOutbox: boolean;
  waiting: number;
  role: Role;
  label: string;
}

function DashboardLinks({ current, devOutbox, waiting, role, label }: DashboardLinksProps) {
  const allPages: [Page, string, string][] = [
    ['overview', '/admin', 'Overview'],
    ['leads', '/admin/leads', 'Leads'],
    ['quotations', '/admin/quotations', 'Quotations'],
    ['price-book', '/admin/price-book', 'Price book'],
    ['site', '/admin/site', 'Site facts'],
    ['reply-templates', '/admin/reply-templates', 'Reply templates'],
    ...(devOutbox ? [['outbox', '/admin/outbox', 'Outbox (development)'] as [Page, string, string]] : []),
    ['notifications', '/admin/notifications', 'Notifications'],
    ['privacy', '/admin/privacy', 'Privacy'],
    ['team', '/admin/team', 'Team'],
    ['audit', '/admin/audit', 'Audit'],
    ['technical', '/admin/technical', 'Technical'],
    ['account', '/admin/account', 'Your account'],
  ];
  const pages = role === 'owner' ? allPages : allPages.filter(([page]) => staffPages.has(page));
  return (
    <nav aria-label={label}>
      {pages.map(([page, href, text]) => (
        <a key={page} href={href} aria-current={current === page ? 'page' : undefined}>
          {text}
          {page === 'leads' && <WaitingCount waiting={waiting} />}
        </a>
      ))}
    </nav>
  );
}

function SignOut({ operator }: { operator: string }) {
  return (
    <form method="post" action="/admin/logout" className="admin-bar__signout">
      <span>{operator}</span>
      <button type="submit">Sign out</button>
    </form>
  );
}

// The operators' dashboard shell: server-rendered only, no client script.
import { useContext, type ReactNode } from 'react';
import { siteIcons } from '../../content/share';
import { DevOutboxShown, LeadsAwaitingReply } from './dashboard-context';

interface AdminDocumentProps {
  title: string;
  businessName: string;
  /** Shown in the top bar with the sign-out button; absent on the sign-in page. */
  operator?: string;
  current?:
    'overview' | 'leads' | 'quotations' | 'price-book' | 'site' | 'reply-templates' | 'outbox' | 'privacy' | 'technical' | 'notifications';
  children: ReactNode;
}

export function AdminDocument({ title, businessName, operator, current, children }: AdminDocumentProps) {
  const devOutbox = useContext(DevOutboxShown);
  const waiting = useContext(LeadsAwaitingReply);
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
              <DashboardLinks current={current} devOutbox={devOutbox} waiting={waiting} label="Dashboard" />
              <SignOut operator={operator} />
              {/* On a phone the links and Sign out fold into one menu: the bar stays one row. */}
              <details className="admin-menu">
                <summary>
                  Menu
                  <WaitingCount waiting={waiting} />
                </summary>
                <div className="admin-menu__panel">
                  <DashboardLinks current={current} devOutbox={devOutbox} waiting={waiting} label="Dashboard menu" />
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

function DashboardLinks({ current, devOutbox, waiting, label }: { current?: Page; devOutbox: boolean; waiting: number; label: string }) {
  const pages: [Page, string, string][] = [
    ['overview', '/admin', 'Overview'],
    ['leads', '/admin/leads', 'Leads'],
    ['quotations', '/admin/quotations', 'Quotations'],
    ['price-book', '/admin/price-book', 'Price book'],
    ['site', '/admin/site', 'Site facts'],
    ['reply-templates', '/admin/reply-templates', 'Reply templates'],
    ...(devOutbox ? [['outbox', '/admin/outbox', 'Outbox (development)'] as [Page, string, string]] : []),
    ['notifications', '/admin/notifications', 'Notifications'],
    ['privacy', '/admin/privacy', 'Privacy'],
    ['technical', '/admin/technical', 'Technical'],
  ];
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

// The operators' dashboard shell: server-rendered only, no client script.
import { useContext, type ReactNode } from 'react';
import { DevOutboxShown, LeadsAwaitingReply } from './dashboard-context';

interface AdminDocumentProps {
  title: string;
  businessName: string;
  /** Shown in the top bar with the sign-out button; absent on the sign-in page. */
  operator?: string;
  current?: 'overview' | 'leads' | 'site' | 'reply-templates' | 'outbox' | 'privacy' | 'technical';
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
      </head>
      <body>
        <header className="admin-bar">
          <span className="admin-bar__brand">{businessName}</span>
          {operator && (
            <>
              <nav aria-label="Dashboard">
                <a href="/admin" aria-current={current === 'overview' ? 'page' : undefined}>
                  Overview
                </a>
                <a href="/admin/leads" aria-current={current === 'leads' ? 'page' : undefined}>
                  Leads
                  {waiting > 0 && (
                    <span className="nav-count">
                      <span className="visually-hidden">: </span>
                      {waiting}
                      <span className="visually-hidden"> waiting for a reply</span>
                    </span>
                  )}
                </a>
                <a href="/admin/site" aria-current={current === 'site' ? 'page' : undefined}>
                  Site facts
                </a>
                <a href="/admin/reply-templates" aria-current={current === 'reply-templates' ? 'page' : undefined}>
                  Reply templates
                </a>
                {devOutbox && (
                  <a href="/admin/outbox" aria-current={current === 'outbox' ? 'page' : undefined}>
                    Outbox (development)
                  </a>
                )}
                <a href="/admin/privacy" aria-current={current === 'privacy' ? 'page' : undefined}>
                  Privacy
                </a>
                <a href="/admin/technical" aria-current={current === 'technical' ? 'page' : undefined}>
                  Technical
                </a>
              </nav>
              <form method="post" action="/admin/logout" className="admin-bar__signout">
                <span>{operator}</span>
                <button type="submit">Sign out</button>
              </form>
            </>
          )}
        </header>
        <main className="admin-main">{children}</main>
      </body>
    </html>
  );
}

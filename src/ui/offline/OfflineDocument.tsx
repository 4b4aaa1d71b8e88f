// The offline page: a complete, script-free document the service worker keeps and shows for a
// page that is not saved on the device. Rendered by the worker like the other pages, so the
// phone and WhatsApp links follow the deployment's business details.
import { telHref, whatsappHref, type Business } from '../../content/business';
import { offline } from '../../content/offline';
import type { HoursRow } from '../../shared/opening-hours';
import { precachedPages } from '../../shared/routes';
import { Logo } from '../layout/Logo';
import { HoursLists } from '../primitives/HoursList';

interface OfflineDocumentProps {
  business: Business;
  /** The week's hours and, under them, the closures and temporary hours near (src/worker/published-facts/public-hours.ts). */
  hours: { rows: HoursRow[]; notes: HoursRow[] };
  /** The hashed stylesheet, saved on the device with the pages. */
  stylesheet: string;
}

export function OfflineDocument({ business, hours, stylesheet }: OfflineDocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#10263f" />
        <title>{`${offline.title} | ${business.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>
        <header className="site-header">
          <div className="container site-header__bar">
            <a className="brand" href="/">
              <Logo />
              <span className="brand__name">{business.name}</span>
            </a>
          </div>
        </header>
        <main id="main" className="site-main">
          <section className="page-header" aria-labelledby="page-heading">
            <div className="container">
              <p className="eyebrow">{offline.eyebrow}</p>
              <h1 id="page-heading">{offline.title}</h1>
              <p className="page-header__lead">{offline.lead}</p>
              <ul className="button-row offline__actions">
                <li>
                  {/* An empty href is the current address: "try again" reloads it without any script. */}
                  <a className="button button--primary" href="">
                    {offline.tryAgain}
                  </a>
                </li>
                <li>
                  <a className="button button--secondary" href={telHref(business.phone)}>
                    {`${offline.call}: ${business.phone}`}
                  </a>
                </li>
                <li>
                  <a className="button button--secondary" href={whatsappHref(business)} rel="noopener noreferrer">
                    {offline.whatsapp}
                  </a>
                </li>
              </ul>
            </div>
          </section>
          <section className="section" aria-labelledby="offline-hours">
            <div className="container">
              <h2 id="offline-hours">{offline.hoursTitle}</h2>
              <HoursLists rows={hours.rows} notes={hours.notes} className="hours" />
            </div>
          </section>
          <section className="section" aria-labelledby="saved-pages">
            <div className="container">
              <h2 id="saved-pages">{offline.savedPagesTitle}</h2>
              <ul className="offline__pages">
                {precachedPages.map((page) => (
                  <li key={page.id}>
                    <a href={page.path}>{page.footerLabel}</a>
                  </li>
                ))}
              </ul>
              <p>{offline.quoteNote}</p>
            </div>
          </section>
        </main>
      </body>
    </html>
  );
}

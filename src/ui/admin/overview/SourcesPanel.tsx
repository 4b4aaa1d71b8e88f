// The overview's "Leads by source", with what each source's leads brought, and the chat and phone
// clicks per source.
import type { OverviewData } from '../../../shared/admin-overview';
import { contactActions, type ContactAction } from '../../../shared/analytics-event';
import { RevenueFigures } from './RevenueFigures';
import { sourceInWords } from '../../../shared/source-words';
import { adminPaths } from '../../../shared/admin-paths';

const clickLabels: Record<ContactAction, string> = {
  whatsapp_click: 'WhatsApp',
  viber_click: 'Viber',
  messenger_click: 'Messenger',
  phone_click: 'Phone',
  email_click: 'Email',
};

const filterHref = (source: string) => `${adminPaths.leads}?source=${encodeURIComponent(source)}`;

export function SourcesPanel({ leadsBySource, contactClicksBySource }: Pick<OverviewData, 'leadsBySource' | 'contactClicksBySource'>) {
  return (
    <div className="grid-2">
      <section className="panel" aria-labelledby="leads-by-source-title">
        <h2 id="leads-by-source-title">Leads by source</h2>
        {leadsBySource.length === 0 ? (
          <p className="muted">No leads in this period.</p>
        ) : (
          <ol className="revenue-list" id="leads-by-source">
            {leadsBySource.map((row) => (
              <li key={row.source} className="revenue-card">
                <h3>
                  <a href={filterHref(row.source)}>{sourceInWords(row.source)}</a>
                </h3>
                <RevenueFigures revenue={row} />
              </li>
            ))}
          </ol>
        )}
        <p className="muted">
          Where each lead's latest visit came from: the source named in a campaign link, else the website that linked to you, else direct
          (typed in or bookmarked). Most leads first, then the most won.
        </p>
      </section>
      <section className="panel">
        <h2>Chat and phone clicks by source</h2>
        {contactClicksBySource.length === 0 ? (
          <p className="muted">No chat or phone clicks in this period.</p>
        ) : (
          // Five columns outgrow a phone: the table scrolls in its own box (focusable, so a keyboard can scroll it).
          <div className="scroll-box" role="region" aria-label="Chat and phone clicks by source, table" tabIndex={0}>
            <table className="flags source-clicks" id="clicks-by-source">
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  {contactActions.map((action) => (
                    <th key={action} scope="col">
                      {clickLabels[action]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {contactClicksBySource.map((row) => (
                  <tr key={row.source}>
                    <th scope="row">{sourceInWords(row.source)}</th>
                    {contactActions.map((action) => (
                      <td key={action}>{row.clicks[action]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

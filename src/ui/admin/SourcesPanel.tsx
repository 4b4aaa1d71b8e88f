// The overview's "Leads by source" and the chat and phone clicks per source.
import type { OverviewData } from '../../shared/admin-overview';
import { contactActions, type ContactAction } from '../../shared/analytics-event';

const clickLabels: Record<ContactAction, string> = {
  whatsapp_click: 'WhatsApp',
  viber_click: 'Viber',
  messenger_click: 'Messenger',
  phone_click: 'Phone',
  email_click: 'Email',
};

const shareWon = (won: number, leads: number) => `${leads > 0 ? ((won / leads) * 100).toFixed(1) : '0.0'}%`;
const filterHref = (source: string) => `/admin/leads?source=${encodeURIComponent(source)}`;

export function SourcesPanel({ leadsBySource, contactClicksBySource }: Pick<OverviewData, 'leadsBySource' | 'contactClicksBySource'>) {
  return (
    <div className="grid-2">
      <section className="panel">
        <h2>Leads by source</h2>
        {leadsBySource.length === 0 ? (
          <p className="muted">No leads in this period.</p>
        ) : (
          <table className="flags" id="leads-by-source">
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Leads</th>
                <th scope="col">Won</th>
                <th scope="col">Share won</th>
              </tr>
            </thead>
            <tbody>
              {leadsBySource.map((row) => (
                <tr key={row.source}>
                  <th scope="row">
                    <a href={filterHref(row.source)}>{row.source}</a>
                  </th>
                  <td>{row.leads}</td>
                  <td>{row.won}</td>
                  <td>{shareWon(row.won, row.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="muted">
          Where each lead's latest visit came from: the source named in a campaign link, else the website that linked to you, else direct
          (typed in or bookmarked).
        </p>
      </section>
      <section className="panel">
        <h2>Chat and phone clicks by source</h2>
        {contactClicksBySource.length === 0 ? (
          <p className="muted">No chat or phone clicks in this period.</p>
        ) : (
          // Five columns outgrow a phone: the table scrolls in its own box (focusable, so a keyboard can scroll it).
          <div className="scroll-box" role="region" aria-label="Chat and phone clicks by source, table" tabIndex={0}>
            <table className="flags" id="clicks-by-source">
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
                    <th scope="row">{row.source}</th>
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

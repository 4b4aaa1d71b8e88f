// One person's data as a page they can read (their right of access, RA 10173): a file the owner
// downloads from Privacy and sends them. Self-contained: its own styles, no script and no link,
// since the dashboard's file links need a sign-in they do not have; every row of every table, less
// the fields that mean something only to the database (ids, a link's secret's hash).
import { customerTimeInWords } from '../../../shared/business-time';
import { phoneForPeople } from '../../../shared/phone';
import { formatBytes } from '../../../shared/upload-rules';

const styles = `body{font:16px/1.5 system-ui,sans-serif;color:#0f1b2a;max-width:60rem;margin:0 auto;padding:16px}
h1{font-size:1.5rem}h2{font-size:1.25rem;margin-top:2rem;border-top:2px solid #0f1b2a;padding-top:8px}h3{font-size:1.05rem;margin-top:1.5rem}
dl{display:grid;grid-template-columns:minmax(5rem,35%) 1fr;gap:4px 12px}dt{color:#5b6776}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.record{border:1px solid #d5dce3;border-radius:6px;padding:4px 12px;margin:8px 0}.muted{color:#5b6776}`;

/**
 * Columns that are the database's own bookkeeping, not information about the person; and an
 * email's HTML, whose text version is beside it (as markup it would read as code, links and all).
 */
const internalColumn = (column: string) => column === 'id' || column === 'html' || column.endsWith('_id') || column.endsWith('_hash');

/** created_at -> Created at. */
const columnWords = (column: string) => column.charAt(0).toUpperCase() + column.slice(1).replaceAll('_', ' ');

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const valueWords = (value: unknown) =>
  typeof value === 'string' && isoInstant.test(value)
    ? customerTimeInWords(value)
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function Record({ row }: { row: { [column: string]: unknown } }) {
  const shown = Object.entries(row).filter(([column, value]) => !internalColumn(column) && value !== null && value !== '');
  return (
    <dl className="record">
      {shown.map(([column, value]) => (
        <div key={column} style={{ display: 'contents' }}>
          <dt>{columnWords(column)}</dt>
          <dd>{valueWords(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the export holds (src/worker/leads/personal-data-export.ts), as far as this page reads it. */
interface PersonalData {
  email?: string;
  phone?: string;
  exportedAt: string;
  leads: {
    reference: string;
    receivedAt: string;
    fields: { [label: string]: string | null };
    country: string | null;
    files: { name: string; size: number; url: string }[];
    records: { [title: string]: { [column: string]: unknown }[] };
  }[];
}

export function PersonalDataPage({ data, businessName }: { data: PersonalData; businessName: string }) {
  const who = data.email ?? phoneForPeople(data.phone ?? '');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Your personal data held by ${businessName}`}</title>
        <style>{styles}</style>
      </head>
      <body>
        <h1>{`Your personal data held by ${businessName}`}</h1>
        <p>{`Everything we keep about the requests sent with ${who}, as of ${customerTimeInWords(data.exportedAt)} Philippine time.`}</p>
        {data.leads.length === 0 && <p>We hold no request sent with this address or number.</p>}
        {data.leads.map((lead) => (
          <section key={lead.reference}>
            <h2>{`Request ${lead.reference}`}</h2>
            <dl>
              <dt>Received</dt>
              <dd>{customerTimeInWords(lead.receivedAt)}</dd>
              {Object.entries(lead.fields)
                .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '')
                .map(([label, value]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              {lead.country && (
                <>
                  <dt>Country (from your connection)</dt>
                  <dd>{lead.country}</dd>
                </>
              )}
            </dl>
            {lead.files.length > 0 && (
              <>
                <h3>Files you sent with the request</h3>
                <ul>
                  {lead.files.map((file) => (
                    <li key={file.url}>{`${file.name} (${formatBytes(file.size)})`}</li>
                  ))}
                </ul>
                <p className="muted">Ask us for a copy of any of these files and we will send it.</p>
              </>
            )}
            {Object.entries(lead.records)
              .filter(([, rows]) => rows.length > 0)
              .map(([title, rows]) => (
                <div key={title}>
                  <h3>{title}</h3>
                  {rows.map((row, index) => (
                    <Record key={index} row={row} />
                  ))}
                </div>
              ))}
          </section>
        ))}
      </body>
    </html>
  );
}

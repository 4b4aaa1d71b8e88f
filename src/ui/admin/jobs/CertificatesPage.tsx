// /admin/certificates: the mill certificate library. Upload a certificate (PDF) with its heat
// numbers, grade and product; find one by heat number; mark one as the certificate of the stock
// now on the shelf for a catalogue size and grade; delete one that no order names.
import { AdminDocument } from '../AdminDocument';
import { Field, Suggestions } from '../Field';
import { adminPaths } from '../../../shared/admin-paths';

interface CertificateView {
  id: number;
  heats: string[];
  grade: string;
  product: string;
  fileName: string;
  url: string;
  added: string;
  /** "On 2 order lines"; null when none, and then it may be deleted. */
  uses: string | null;
  stock: { label: string; clearFields: Record<string, string> }[];
}

export interface CertificatesPageView {
  search: string;
  certificates: CertificateView[];
  /** More than the page shows: search by heat number. */
  more: boolean;
  gradeSuggestions: string[];
  stockChoices: { value: string; label: string }[];
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: { text: string; tone: 'done' | 'warning' };
  uploadLimits: string;
}

export function CertificatesPage({ view }: { view: CertificatesPageView }) {
  return (
    <AdminDocument title="Mill certificates" current="certificates">
      <h1>Mill certificates</h1>
      <p className="muted">
        The mills’ test certificates by heat number. Name a heat on a job’s line (on the job’s page) and the customer’s order page lists its
        certificate; the delivery receipt prints the heat number.
      </p>
      {view.message && (
        <p className={`notice notice--${view.message.tone}`} role={view.message.tone === 'done' ? 'status' : 'alert'}>
          {view.message.text}
        </p>
      )}
      <form method="get" action={adminPaths.certificates} className="panel inline-form certificate-search" role="search">
        <label htmlFor="search-heat">Heat number</label>
        <input id="search-heat" name="heat" defaultValue={view.search} maxLength={30} autoComplete="off" autoCapitalize="characters" />
        <button type="submit">Find</button>
        {view.search && <a href={adminPaths.certificates}>Show all</a>}
      </form>
      {view.certificates.length === 0 ? (
        <p className="muted">
          {view.search ? `No certificate has a heat number starting ${view.search}.` : 'No certificate yet: upload the first below.'}
        </p>
      ) : (
        <ul className="certificates">
          {view.certificates.map((certificate) => (
            <li key={certificate.id} className="panel certificate" id={`certificate-${certificate.id}`}>
              <p>
                <strong>{certificate.heats.map((heat) => `Heat ${heat}`).join(', ')}</strong>
              </p>
              <p>{`${certificate.grade} · ${certificate.product}`}</p>
              <p className="muted">{certificate.added}</p>
              <p>
                <a href={certificate.url}>{certificate.fileName}</a>
                {certificate.uses && <span className="muted">{` · ${certificate.uses}`}</span>}
              </p>
              {certificate.stock.map((stock) => (
                <form key={stock.label} method="post" action={adminPaths.certificateStockClear} className="inline-form">
                  <span>{`Certificate of current stock: ${stock.label}`}</span>
                  {Object.entries(stock.clearFields).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                  <button type="submit">No longer current</button>
                </form>
              ))}
              <details>
                <summary>Certificate of current stock…</summary>
                <form method="post" action={adminPaths.certificateStock} className="facts-form">
                  <input type="hidden" name="certificate" value={String(certificate.id)} />
                  <label htmlFor={`stock-${certificate.id}`}>Catalogue size and grade now on the shelf</label>
                  <select id={`stock-${certificate.id}`} name="stock" required defaultValue="">
                    <option value="" disabled>
                      Choose…
                    </option>
                    {view.stockChoices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                  <button type="submit">Mark as the current stock’s certificate</button>
                </form>
              </details>
              {!certificate.uses && (
                <form method="post" action={adminPaths.certificate(certificate.id, 'delete')}>
                  <button type="submit">Delete this certificate</button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.more && <p className="muted">Only the newest are listed: find an older one by its heat number.</p>}
      <form method="post" action={adminPaths.certificates} encType="multipart/form-data" className="panel facts-form" id="upload">
        <h2>Upload a certificate</h2>
        <Field
          view={view}
          name="file"
          label="Certificate (PDF)"
          hint={view.uploadLimits}
          type="file"
          accept="application/pdf,.pdf"
          required
        />
        <Field
          view={view}
          name="heats"
          label="Heat numbers (one or more, separated by commas)"
          required
          maxLength={400}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Field view={view} name="grade" label="Grade" required maxLength={20} list="grades" autoComplete="off">
          <Suggestions id="grades" values={view.gradeSuggestions} />
        </Field>
        <Field view={view} name="product" label="Product" required maxLength={120} placeholder="Sheet 1.5 mm 4x8 2B" autoComplete="off" />
        <button type="submit" className="primary">
          Upload the certificate
        </button>
      </form>
    </AdminDocument>
  );
}

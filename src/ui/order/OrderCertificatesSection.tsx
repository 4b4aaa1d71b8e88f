// The order page's mill certificates: for each heat the order's material came from, the mill's
// certificate (PDF) with its grade and product, so the buyer can check the chemistry themselves.
import type { OrderCertificatesView } from './delivery-view';

export function OrderCertificatesSection({ view }: { view: OrderCertificatesView }) {
  if (view.certificates.length === 0) return null;
  return (
    <section aria-labelledby="certificates-heading" className="order-certificates">
      <h2 id="certificates-heading">Mill certificates</h2>
      <p>The mill’s test certificate of each heat your material came from: the heat number is marked on the material.</p>
      <ul className="card">
        {view.certificates.map((certificate) => (
          <li key={certificate.url}>
            <a href={certificate.url}>{`Heat ${certificate.heats.join(', ')}`}</a>
            {` · ${certificate.about} · ${certificate.lines}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

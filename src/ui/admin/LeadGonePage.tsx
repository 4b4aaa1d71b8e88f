import { AdminDocument } from './AdminDocument';

interface LeadGonePageProps {
  businessName: string;
  operator: string;
  /** The lead's reference and when it was erased; absent when there never was a lead with that number. */
  erased?: { reference: string; erasedAt: string };
}

/** A save on a lead that is no longer there: erased (on request, or by the retention sweep) while its page was open. */
export function LeadGonePage({ businessName, operator, erased }: LeadGonePageProps) {
  return (
    <AdminDocument
      title={erased ? `${erased.reference} was erased` : 'No such lead'}
      businessName={businessName}
      operator={operator}
      current="leads"
    >
      <section className="panel">
        {erased ? (
          <>
            <h1>This lead was erased</h1>
            <p>
              {erased.reference} was erased {erased.erasedAt}, so what you just sent was not saved. Its request, emails, notes and
              quotations are gone for good; the privacy page keeps the record of the erasure.
            </p>
          </>
        ) : (
          <>
            <h1>No such lead</h1>
            <p>There is no lead with that number, so what you just sent was not saved.</p>
          </>
        )}
        <p>
          <a href="/admin/leads">Back to the leads</a>
        </p>
      </section>
    </AdminDocument>
  );
}

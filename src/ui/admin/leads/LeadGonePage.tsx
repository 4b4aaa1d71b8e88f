import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface LeadGonePageProps {
  /** The lead's reference and when it was erased; absent when there never was a lead with that number. */
  erased?: { reference: string; erasedAt: string };
  /** A save that could not be made (otherwise the lead's page was opened from an old link). */
  afterSave: boolean;
}

/** A lead that is not there: erased (on request, or by the retention sweep), or never added. */
export function LeadGonePage({ erased, afterSave }: LeadGonePageProps) {
  const notSaved = afterSave ? ', so what you just sent was not saved' : '';
  return (
    <AdminDocument title={erased ? `${erased.reference} was erased` : 'No such lead'} current="leads">
      <section className="panel">
        {erased ? (
          <>
            <h1>This lead was erased</h1>
            <p>
              {erased.reference} was erased {erased.erasedAt}
              {notSaved}. Its request, emails, notes and quotations are gone for good; the privacy page keeps the record of the erasure.
            </p>
          </>
        ) : (
          <>
            <h1>No such lead</h1>
            <p>There is no lead with that number{notSaved}. Find the customer by name, phone or reference on the leads list.</p>
          </>
        )}
        <p>
          <a href={adminPaths.leads}>Back to the leads</a>
        </p>
      </section>
    </AdminDocument>
  );
}

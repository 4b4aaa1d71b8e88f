// "Message as a customer (development)": sends a Messenger or WhatsApp message to this worker as
// Meta would (a signed webhook), so a whole conversation can be tried on one machine; the answers
// land in the Outbox (development). Never shown in production.
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

export interface ChatDevView {
  /** Why the page cannot send (a secret missing), or null. */
  unavailable: string | null;
  /** What the last send did, and the lead it went to. */
  sent: { words: string; leadUrl: string | null } | null;
  error: string | null;
}

export function ChatDevPage({ view }: { view: ChatDevView }) {
  return (
    <AdminDocument title="Message as a customer (development)" current="outbox">
      <p>
        <a href={adminPaths.outbox}>← Outbox (development)</a>
      </p>
      <h1>Message as a customer (development)</h1>
      <p className="muted">
        Sends a message to this worker's webhook signed with META_APP_SECRET, as Meta would. Answers from the lead page are kept in the
        Outbox (development) instead of reaching Meta. Production never shows this page.
      </p>
      {view.sent && (
        <p className="notice" role="status">
          {view.sent.words} {view.sent.leadUrl && <a href={view.sent.leadUrl}>Open the lead</a>}
        </p>
      )}
      {view.error && (
        <p className="notice notice--warning" role="alert">
          {view.error}
        </p>
      )}
      {view.unavailable ? (
        <p className="notice notice--warning">{view.unavailable}</p>
      ) : (
        <form method="post" action={adminPaths.chatDev} encType="multipart/form-data" className="wide-fields">
          <fieldset className="choices">
            <legend>Channel</legend>
            <label>
              <input type="radio" name="channel" value="messenger" defaultChecked /> Messenger
            </label>
            <label>
              <input type="radio" name="channel" value="whatsapp" /> WhatsApp
            </label>
          </fieldset>
          <label htmlFor="dev-person">The customer's id (a Messenger PSID, or a WhatsApp number such as 639171234567)</label>
          <input id="dev-person" name="person" required pattern="[0-9]{6,20}" defaultValue="26000000000000777" inputMode="numeric" />
          <label htmlFor="dev-name">Their profile name (WhatsApp sends it)</label>
          <input id="dev-name" name="name" maxLength={100} defaultValue="Ana Cruz" />
          <label htmlFor="dev-text">Message</label>
          <textarea id="dev-text" name="text" rows={4} maxLength={2000} defaultValue="Hello po, magkano po ang 304 tank na 1,000 L?" />
          <label htmlFor="dev-photo">Photo or drawing (optional)</label>
          <input id="dev-photo" name="photo" type="file" accept=".jpg,.jpeg,.png,.pdf" />
          <label htmlFor="dev-ad">From an ad: its id (optional)</label>
          <input id="dev-ad" name="ad" pattern="[0-9]{1,30}" inputMode="numeric" />
          <button type="submit" className="primary">
            Send as the customer
          </button>
        </form>
      )}
    </AdminDocument>
  );
}

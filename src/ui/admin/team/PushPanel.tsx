// "Notifications on this phone": the page is server HTML; client/admin/push.ts (the page's one
// script) finds out what this browser can do, asks permission on a tap and saves the choices.
import { pushDevicesPerPerson, pushEvents } from '../../../shared/push-events';

interface PushPanelProps {
  /** The VAPID public key (base64url); null when the site has none, so push cannot be turned on. */
  vapidPublicKey: string | null;
}

export function PushPanel({ vapidPublicKey }: PushPanelProps) {
  return (
    <section id="notifications" className="panel push-panel" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications on this phone</h2>
      <p>
        Turn them on on each phone or computer you want them on; each chooses its own events. A notification shows the lead's reference and
        the customer's name, and a tap opens the lead. SMS, Telegram and chat alerts go on as before. Each person has them on at most{' '}
        {pushDevicesPerPerson} phones or computers: turning them on at one more turns them off at the one set up or changed longest ago.
      </p>
      {vapidPublicKey ? (
        <div data-push-panel data-vapid-public-key={vapidPublicKey}>
          <p className="push-panel__status" data-push-status role="status">
            This panel needs its script: reload the page if this line stays.
          </p>
          <p className="push-panel__unsupported" data-push-ios hidden>
            On an iPhone or iPad, notifications work only from the dashboard on the Home Screen: tap Share, then Add to Home Screen, open
            the dashboard from its icon and come back here.
          </p>
          <p className="push-panel__actions">
            <button type="button" data-push-on hidden>
              Turn on notifications
            </button>
          </p>
          <fieldset data-push-events disabled>
            <legend>Notify this phone of</legend>
            {Object.entries(pushEvents).map(([event, label]) => (
              <label key={event} className="push-panel__event">
                <input type="checkbox" name="event" value={event} defaultChecked /> {label}
              </label>
            ))}
          </fieldset>
          <p className="push-panel__actions">
            <button type="button" data-push-test hidden>
              Send test notification
            </button>{' '}
            <button type="button" data-push-off hidden>
              Turn off
            </button>
          </p>
        </div>
      ) : (
        <p>
          <span className="status status--pending">Not set up</span> Push needs the site's VAPID keys (docs/operations.md, "Push
          notifications").
        </p>
      )}
    </section>
  );
}

// The order page's own sections, above the payments and the accepted quotation: where the work
// stands (the stages the customer is told of, with dates), the promised dates, the business's note,
// progress photos, and whom to call. Plain HTML: no script.
import { OrderCertificatesSection } from './OrderCertificatesSection';
import { OrderDeliveriesSection } from './OrderDeliveriesSection';
import type { OrderView } from './order-view';
import type { FormState } from '../quotation/fields';
import { DrawingsSection } from './DrawingsSection';
import { ContactLinks } from '../primitives/ContactLinks';

function StageTimeline({ order }: { order: OrderView }) {
  return (
    <section aria-labelledby="order-stage-heading" className="card order-stages">
      <h2 id="order-stage-heading">Where your order stands</h2>
      <p>
        Now: <strong>{order.stage}</strong>
      </p>
      <ol className="order-stages__list">
        {order.timeline.map((step) => (
          <li
            key={step.label}
            className={
              step.current
                ? 'order-stages__step order-stages__step--current'
                : step.reached
                  ? 'order-stages__step order-stages__step--done'
                  : 'order-stages__step'
            }
            aria-current={step.current ? 'step' : undefined}
          >
            <span>{step.label}</span>
            <span className="order-stages__when">{step.reached ?? 'To come'}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function PromisedDates({ order }: { order: OrderView }) {
  if (!order.promisedReady && !order.promisedDelivery) return null;
  return (
    <section aria-labelledby="order-dates-heading" className="card">
      <h2 id="order-dates-heading">Promised dates</h2>
      <dl className="order-dates">
        {order.promisedReady && (
          <>
            <dt>Ready</dt>
            <dd>{order.promisedReady}</dd>
          </>
        )}
        {order.promisedDelivery && (
          <>
            <dt>Delivery</dt>
            <dd>
              {order.promisedDelivery}
              {order.deliveryWindow && `, ${order.deliveryWindow}`}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Photos({ order }: { order: OrderView }) {
  if (order.photos.length === 0) return null;
  return (
    <section aria-labelledby="order-photos-heading" className="card">
      <h2 id="order-photos-heading">Progress photos</h2>
      <ul className="order-photos">
        {order.photos.map((photo) => (
          <li key={photo.src}>
            <a href={photo.src}>
              <img
                src={photo.src}
                width={photo.width}
                height={photo.height}
                alt={photo.caption || `Progress photo, ${photo.added}`}
                loading="lazy"
              />
            </a>
            <p className="order-photos__caption">{photo.caption ? `${photo.caption} · ${photo.added}` : photo.added}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhomToCall({ order }: { order: OrderView }) {
  return (
    <section aria-labelledby="order-call-heading" className="card">
      <h2 id="order-call-heading">Whom to call</h2>
      <p>{order.contactPerson ? `Ask for ${order.contactPerson}, and mention ${order.reference}.` : `Mention ${order.reference}.`}</p>
      <ContactLinks links={order.contact} />
    </section>
  );
}

/** `form`: what the page's forms were posted with (the drawing's answer forms show it back with its errors). */
export function OrderSections({ order, form }: { order: OrderView; form: FormState }) {
  return (
    <>
      <h1 className="order-title">{`Your order ${order.reference}`}</h1>
      {order.closed && <p className="banner banner--ok">{order.closed}</p>}
      <StageTimeline order={order} />
      {order.drawings && <DrawingsSection drawings={order.drawings} form={form} />}
      {order.note && (
        <section aria-labelledby="order-note-heading" className="card">
          <h2 id="order-note-heading">A note from us</h2>
          <p className="order-note">{order.note}</p>
        </section>
      )}
      <PromisedDates order={order} />
      <Photos order={order} />
      {order.deliveries && <OrderDeliveriesSection view={order.deliveries} />}
      {order.certificates && <OrderCertificatesSection view={order.certificates} />}
      <WhomToCall order={order} />
    </>
  );
}

// The order page's deliveries: each truck trip with its day, window and items, a link to its
// delivery receipt (PDF), and what is still to be delivered.
import type { OrderDeliveriesView } from './delivery-view';

export function OrderDeliveriesSection({ view }: { view: OrderDeliveriesView }) {
  if (view.trips.length === 0 && view.toDeliver.length === 0) return null;
  return (
    <section aria-labelledby="deliveries-heading" className="order-deliveries">
      <h2 id="deliveries-heading">Deliveries</h2>
      {view.trips.map((trip) => (
        <div className="card" key={trip.number}>
          <h3>{`${trip.number}: ${trip.status}`}</h3>
          <p>{trip.when}</p>
          <ul>
            {trip.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <a className="button" href={trip.receiptUrl}>
              Delivery receipt (PDF)
            </a>
          </p>
        </div>
      ))}
      {view.toDeliver.length > 0 ? (
        <div className="card">
          <h3>Still to be delivered</h3>
          <ul>
            {view.toDeliver.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>Everything on your order is delivered.</p>
      )}
    </section>
  );
}

// The job page's deliveries: what of each line is delivered, on the way and left; each trip with
// its receipt, "Out for delivery" and the photo that marks it delivered (from the camera); and the
// owner's form to schedule the next trip. Plain forms: no script needed.
import { Field, FieldError, type FieldValues } from '../Field';
import { ListTable } from '../ListTable';

interface DeliveryLineView {
  id: number;
  position: number;
  description: string;
  ordered: string;
  delivered: string;
  onTheWay: string;
  left: string;
  /** The schedule form's field for this line, and what it starts at (all that is left to schedule). */
  field: string;
  schedulable: string;
}

interface DeliveryTripView {
  id: number;
  number: string;
  status: 'scheduled' | 'out' | 'delivered' | 'cancelled';
  statusText: string;
  when: string;
  address: string;
  driver: string;
  lines: string[];
  receiptUrl: string;
  /** Who did what and when: "Out 3 Dec, 8:10 AM by Ana", "Delivered ... received by ...". */
  history: string[];
  photoUrl: string | null;
  outUrl: string | null;
  deliveredUrl: string | null;
  cancelUrl: string | null;
  /** The owner's form to change the trip's day, window, address, driver and plate until it is delivered. */
  edit: {
    url: string;
    /** The trip's revision the form was opened at: an edit from an older one is refused (409). */
    revision: number;
    values: Record<string, string>;
    errors: Record<string, string>;
    /** Opened: the form came back refused. */
    open: boolean;
    today: string;
  } | null;
}

export interface DeliveriesPanelView {
  base: string;
  /** Everything ordered is delivered. */
  complete: boolean;
  lines: DeliveryLineView[];
  trips: DeliveryTripView[];
  /** The owner's form; null for staff, or when nothing is left to schedule. */
  form: { values: Record<string, string>; errors: Record<string, string>; today: string } | null;
  /** A refusal or an outcome of the last post, shown at the panel's top. */
  message?: { text: string; tone: 'done' | 'warning' };
  photoLimits: string;
}

/** A trip's day, window, address, driver and plate: the schedule form's and each edit form's (ids prefixed). */
function TripFields({ prefix, view, today }: { prefix: string; view: FieldValues; today: string }) {
  const id = (name: string) => `${prefix}${name}`;
  return (
    <>
      <Field view={view} id={id('scheduledOn')} name="scheduledOn" label="Day" type="date" min={today} required />
      <div className="delivery-window">
        <Field
          view={view}
          id={id('windowFrom')}
          name="windowFrom"
          label="From"
          type="time"
          required
          defaultValue={view.values.windowFrom ?? '08:00'}
        />
        <Field
          view={view}
          id={id('windowUntil')}
          name="windowUntil"
          label="Until"
          type="time"
          required
          defaultValue={view.values.windowUntil ?? '12:00'}
        />
      </div>
      <Field view={view} id={id('address')} name="address" label="Address" rows={3} required maxLength={300} />
      <Field view={view} id={id('driverName')} name="driverName" label="Driver" required maxLength={80} autoComplete="off" />
      <Field
        view={view}
        id={id('plateNumber')}
        name="plateNumber"
        label="Plate number"
        required
        maxLength={12}
        autoComplete="off"
        autoCapitalize="characters"
      />
    </>
  );
}

function TripEdit({ trip, edit }: { trip: DeliveryTripView; edit: NonNullable<DeliveryTripView['edit']> }) {
  return (
    <details className="delivery__edit" open={edit.open}>
      <summary>Change the day, window, address, driver or plate</summary>
      <form method="post" action={edit.url} className="facts-form delivery-form">
        <input type="hidden" name="revision" value={edit.revision} />
        <TripFields prefix={`trip-${trip.id}-`} view={edit} today={edit.today} />
        <button type="submit" className="primary">
          {`Save the changes to ${trip.number}`}
        </button>
      </form>
    </details>
  );
}

function Trip({ trip, photoLimits }: { trip: DeliveryTripView; photoLimits: string }) {
  return (
    <li className="delivery" id={`delivery-${trip.id}`}>
      <p className="delivery__head">
        <strong>{trip.number}</strong>{' '}
        <span className={`status status--${trip.status === 'delivered' ? 'delivered' : trip.status === 'cancelled' ? 'lost' : 'pending'}`}>
          {trip.statusText}
        </span>
      </p>
      <p>{trip.when}</p>
      <p className="preserve-lines">{trip.address}</p>
      <p className="muted">{trip.driver}</p>
      <ul className="delivery__lines">
        {trip.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {trip.history.map((line) => (
        <p className="muted" key={line}>
          {line}
        </p>
      ))}
      <p className="delivery__links">
        <a href={trip.receiptUrl}>Delivery receipt (PDF)</a>
        {trip.photoUrl && <a href={trip.photoUrl}>Delivery photo</a>}
      </p>
      {trip.outUrl && (
        <form method="post" action={trip.outUrl}>
          <button type="submit" className="primary">
            Out for delivery: tell the customer
          </button>
        </form>
      )}
      {trip.deliveredUrl && (
        <form method="post" action={trip.deliveredUrl} encType="multipart/form-data" className="delivery__done">
          <label htmlFor={`photo-${trip.id}`}>Photo of the signed receipt or of the goods delivered</label>
          <input id={`photo-${trip.id}`} name="photo" type="file" accept="image/jpeg,image/png,image/webp" capture="environment" required />
          <p className="muted">{photoLimits}</p>
          <label htmlFor={`receivedBy-${trip.id}`}>Received by (optional)</label>
          <input id={`receivedBy-${trip.id}`} name="receivedBy" maxLength={80} autoComplete="off" />
          <button type="submit" className="primary">
            Mark delivered
          </button>
        </form>
      )}
      {trip.edit && <TripEdit trip={trip} edit={trip.edit} />}
      {trip.cancelUrl && (
        <form method="post" action={trip.cancelUrl}>
          <button type="submit">Cancel this delivery</button>
        </form>
      )}
    </li>
  );
}

export function DeliveriesPanel({ view }: { view: DeliveriesPanelView }) {
  const { form } = view;
  return (
    <section className="panel" aria-labelledby="deliveries-heading" id="deliveries">
      <h2 id="deliveries-heading">Deliveries</h2>
      {view.message && (
        <p className={`notice notice--${view.message.tone}`} role={view.message.tone === 'done' ? 'status' : 'alert'}>
          {view.message.text}
        </p>
      )}
      <ListTable headings={['Line', 'Ordered', 'Delivered', 'On the way', 'To deliver']} className="delivery-lines">
        {view.lines.map((line) => (
          <tr key={line.id}>
            <td className="leads__reference">{`${line.position}. ${line.description}`}</td>
            <td data-label="Ordered">{line.ordered}</td>
            <td data-label="Delivered">{line.delivered}</td>
            <td data-label="On the way">{line.onTheWay}</td>
            <td data-label="To deliver">
              <strong>{line.left}</strong>
            </td>
          </tr>
        ))}
      </ListTable>
      {view.complete && <p className="notice notice--done">Every line is delivered: the job is closed.</p>}
      {view.trips.length > 0 && (
        <ol className="deliveries">
          {view.trips.map((trip) => (
            <Trip key={trip.id} trip={trip} photoLimits={view.photoLimits} />
          ))}
        </ol>
      )}
      {form && (
        <form method="post" action={view.base} className="facts-form delivery-form">
          <h3>Schedule a delivery</h3>
          <TripFields prefix="" view={form} today={form.today} />
          <fieldset className="delivery-form__lines" {...(form.errors.lines ? { 'aria-describedby': 'lines-error' } : {})}>
            <legend>On this delivery</legend>
            <FieldError id="lines" error={form.errors.lines} />
            {view.lines.map((line) => (
              <Field
                key={line.id}
                view={form}
                name={line.field}
                label={`${line.position}. ${line.description} (to deliver: ${line.left})`}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={form.values[line.field] ?? line.schedulable}
              />
            ))}
          </fieldset>
          <button type="submit" className="primary">
            Schedule the delivery
          </button>
        </form>
      )}
    </section>
  );
}

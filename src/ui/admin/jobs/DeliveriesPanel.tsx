// The job page's deliveries: what of each line is delivered, on the way and left; each trip with
// its receipt, "Out for delivery" and the photo that marks it delivered (from the camera); and the
// owner's form to schedule the next trip. Plain forms: no script needed.

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

function FieldError({ error, id }: { error?: string; id: string }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}

/** An input's error wiring: its message's id when there is one. */
const described = (errors: Record<string, string>, field: string, prefix = '') =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${prefix}${field}-error` } : {};

/** A trip's day, window, address, driver and plate: the schedule form's and each edit form's (ids prefixed). */
function TripFields({
  prefix,
  values,
  errors,
  today,
}: {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  today: string;
}) {
  return (
    <>
      <div className="form-field">
        <label htmlFor={`${prefix}scheduledOn`}>Day</label>
        <input
          id={`${prefix}scheduledOn`}
          name="scheduledOn"
          type="date"
          min={today}
          required
          defaultValue={values.scheduledOn ?? ''}
          {...described(errors, 'scheduledOn', prefix)}
        />
        <FieldError error={errors.scheduledOn} id={`${prefix}scheduledOn-error`} />
      </div>
      <div className="delivery-window">
        <div className="form-field">
          <label htmlFor={`${prefix}windowFrom`}>From</label>
          <input
            id={`${prefix}windowFrom`}
            name="windowFrom"
            type="time"
            required
            defaultValue={values.windowFrom ?? '08:00'}
            {...described(errors, 'windowFrom', prefix)}
          />
          <FieldError error={errors.windowFrom} id={`${prefix}windowFrom-error`} />
        </div>
        <div className="form-field">
          <label htmlFor={`${prefix}windowUntil`}>Until</label>
          <input
            id={`${prefix}windowUntil`}
            name="windowUntil"
            type="time"
            required
            defaultValue={values.windowUntil ?? '12:00'}
            {...described(errors, 'windowUntil', prefix)}
          />
          <FieldError error={errors.windowUntil} id={`${prefix}windowUntil-error`} />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={`${prefix}address`}>Address</label>
        <textarea
          id={`${prefix}address`}
          name="address"
          rows={3}
          required
          maxLength={300}
          defaultValue={values.address ?? ''}
          {...described(errors, 'address', prefix)}
        />
        <FieldError error={errors.address} id={`${prefix}address-error`} />
      </div>
      <div className="form-field">
        <label htmlFor={`${prefix}driverName`}>Driver</label>
        <input
          id={`${prefix}driverName`}
          name="driverName"
          required
          maxLength={80}
          autoComplete="off"
          defaultValue={values.driverName ?? ''}
          {...described(errors, 'driverName', prefix)}
        />
        <FieldError error={errors.driverName} id={`${prefix}driverName-error`} />
      </div>
      <div className="form-field">
        <label htmlFor={`${prefix}plateNumber`}>Plate number</label>
        <input
          id={`${prefix}plateNumber`}
          name="plateNumber"
          required
          maxLength={12}
          autoComplete="off"
          autoCapitalize="characters"
          defaultValue={values.plateNumber ?? ''}
          {...described(errors, 'plateNumber', prefix)}
        />
        <FieldError error={errors.plateNumber} id={`${prefix}plateNumber-error`} />
      </div>
    </>
  );
}

function TripEdit({ trip, edit }: { trip: DeliveryTripView; edit: NonNullable<DeliveryTripView['edit']> }) {
  return (
    <details className="delivery__edit" open={edit.open}>
      <summary>Change the day, window, address, driver or plate</summary>
      <form method="post" action={edit.url} className="facts-form delivery-form">
        <input type="hidden" name="revision" value={edit.revision} />
        <TripFields prefix={`trip-${trip.id}-`} values={edit.values} errors={edit.errors} today={edit.today} />
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
  const errors = form?.errors ?? {};
  const values = form?.values ?? {};
  return (
    <section className="panel" aria-labelledby="deliveries-heading" id="deliveries">
      <h2 id="deliveries-heading">Deliveries</h2>
      {view.message && (
        <p className={`notice notice--${view.message.tone}`} role={view.message.tone === 'done' ? 'status' : 'alert'}>
          {view.message.text}
        </p>
      )}
      <div className="table-wrap">
        <table className="leads delivery-lines">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Ordered</th>
              <th scope="col">Delivered</th>
              <th scope="col">On the way</th>
              <th scope="col">To deliver</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
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
          <TripFields prefix="" values={values} errors={errors} today={form.today} />
          <fieldset className="delivery-form__lines" {...(errors.lines ? { 'aria-describedby': 'lines-error' } : {})}>
            <legend>On this delivery</legend>
            <FieldError error={errors.lines} id="lines-error" />
            {view.lines.map((line) => (
              <div className="form-field" key={line.id}>
                <label htmlFor={line.field}>{`${line.position}. ${line.description} (to deliver: ${line.left})`}</label>
                <input
                  id={line.field}
                  name={line.field}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={values[line.field] ?? line.schedulable}
                  {...described(errors, line.field)}
                />
                <FieldError error={errors[line.field]} id={`${line.field}-error`} />
              </div>
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

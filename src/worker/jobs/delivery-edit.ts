// What an edit of a delivery changed, in words for the job's timeline, and what of it the customer
// must hear. The order page shows every open trip's day and window, so a new day or window is
// told; the "Out for delivery" notice also named the driver and plate, so on a trip that is out
// those are told too. The address is the business's to get right: it is on the receipt, not in a
// notice.
import { customerDayInWords } from '../../shared/business-time';
import { deliveryWindowInWords } from '../../shared/delivery-window';
import type { TripDetails } from './delivery-form';
import type { DeliveryRow } from './job-deliveries';

/** The trip's details as stored, in the form's field names. */
export const tripDetails = (trip: DeliveryRow): TripDetails => ({
  scheduledOn: trip.scheduled_on,
  windowFrom: trip.window_from,
  windowUntil: trip.window_until,
  address: trip.address,
  driverName: trip.driver_name,
  plateNumber: trip.plate_number,
});

/** When the customer expects the trip, in their words: "3 December 2026, 8:00 AM to 12:00 noon". */
export const customerTripWhen = (details: Pick<TripDetails, 'scheduledOn' | 'windowFrom' | 'windowUntil'>) =>
  `${customerDayInWords(details.scheduledOn)}, ${deliveryWindowInWords(details.windowFrom, details.windowUntil)}`;

export interface TripChange {
  /** "day 3 Dec 2026 → 4 Dec 2026; driver Jun → Ramon"; empty when nothing changed. */
  words: string[];
  /** The notice's line to the customer, or null when nothing they were told changed. */
  notice: string | null;
}

export function tripChange(before: DeliveryRow, after: TripDetails, dayWords: (day: string) => string): TripChange {
  const old = tripDetails(before);
  const words: string[] = [];
  if (old.scheduledOn !== after.scheduledOn) words.push(`day ${dayWords(old.scheduledOn)} → ${dayWords(after.scheduledOn)}`);
  const oldWindow = deliveryWindowInWords(old.windowFrom, old.windowUntil);
  const newWindow = deliveryWindowInWords(after.windowFrom, after.windowUntil);
  if (oldWindow !== newWindow) words.push(`window ${oldWindow} → ${newWindow}`);
  if (old.address !== after.address) words.push(`address → ${after.address.replace(/\s*\n\s*/g, ', ')}`);
  if (old.driverName !== after.driverName) words.push(`driver ${old.driverName} → ${after.driverName}`);
  if (old.plateNumber !== after.plateNumber) words.push(`plate ${old.plateNumber} → ${after.plateNumber}`);

  const whenChanged = old.scheduledOn !== after.scheduledOn || oldWindow !== newWindow;
  const truckChanged = before.status === 'out' && (old.driverName !== after.driverName || old.plateNumber !== after.plateNumber);
  const notice =
    whenChanged || truckChanged
      ? [
          whenChanged ? `Now arriving ${customerTripWhen(after)} (was ${customerTripWhen(old)})` : `Arriving ${customerTripWhen(after)}`,
          ...(before.status === 'out' ? [`driver ${after.driverName}, plate ${after.plateNumber}`] : []),
        ].join(', ')
      : null;
  return { words, notice };
}

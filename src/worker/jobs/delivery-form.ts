// The owner's "Schedule a delivery" form read and checked: the day (today or later), the window,
// the address, the driver and the plate, and how much of each line goes on this trip (never more
// than is left to schedule). An edit of a trip checks its day, window, address, driver and plate the
// same way (readTripDetails). Each refusal names its field and what to write instead.
import { addDays, isCalendarDay, manilaDay } from '../../shared/business-time';
import { hasInvisibleCharacters, hasInvisibleCharactersBesidesLineBreaks } from '../../shared/invisible-characters';
import { quantityWithUnitText } from '../../shared/unit-words';
import { typedQuantity } from '../../shared/typed-quantity';
import { characterName, pdfSpelling } from '../pdf/pdf-spelling';
import type { JobLineRow } from './store';

export const quantityField = (lineId: number) => `quantity-${lineId}`;

/** How far ahead a delivery may be booked. */
const maxDaysAhead = 366;
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A trip as the form reads it; insertDelivery stores it with its job and who booked it. */
export interface ScheduledTrip {
  scheduledOn: string;
  windowFrom: string;
  windowUntil: string;
  address: string;
  driverName: string;
  plateNumber: string;
  lines: { jobLineId: number; quantityMilli: number }[];
}

export type TripForm = { ok: true; trip: ScheduledTrip } | { ok: false; errors: Record<string, string> };

/** Text the receipt prints must be drawable by its font: "陳" is named, never printed as "?". */
function undrawable(text: string, what: string): string | null {
  const { undrawable: characters } = pdfSpelling(text);
  return characters.length > 0
    ? `${what} has ${characters.map(characterName).join(', ')}, which the delivery receipt cannot print: write it in Latin letters.`
    : null;
}

function oneLine(value: string | undefined, what: string, max: number): { text: string; error: string | null } {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return { text, error: `Enter the ${what.toLowerCase()}.` };
  if (text.length > max) return { text, error: `${what} is at most ${max} characters.` };
  if (hasInvisibleCharacters(text)) return { text, error: `${what} must be plain text on one line.` };
  return { text, error: undrawable(text, what) };
}

/** A trip's day, window, address, driver and plate: what scheduling and an edit both check. */
export type TripDetails = Omit<ScheduledTrip, 'lines'>;

/** The trip's details from the form, or each field's refusal in `errors` (filled in place). */
export function readTripDetails(values: Record<string, string>, now: Date, errors: Record<string, string>): TripDetails {
  const today = manilaDay(now);
  const day = (values.scheduledOn ?? '').trim();
  if (!isCalendarDay(day)) errors.scheduledOn = 'Choose the delivery day.';
  else if (day < today) errors.scheduledOn = 'The delivery day has passed: choose today or a later day.';
  else if (day > addDays(today, maxDaysAhead)) errors.scheduledOn = 'Book a delivery at most a year ahead.';

  const windowFrom = (values.windowFrom ?? '').trim();
  const windowUntil = (values.windowUntil ?? '').trim();
  if (!clockPattern.test(windowFrom)) errors.windowFrom = 'Enter when the window opens, e.g. 08:00.';
  if (!clockPattern.test(windowUntil)) errors.windowUntil = 'Enter when the window closes, e.g. 12:00.';
  else if (clockPattern.test(windowFrom) && windowUntil <= windowFrom)
    errors.windowUntil = 'The window closes after it opens: e.g. 8:00 AM to 12:00 noon.';

  const address = (values.address ?? '').trim();
  if (address.length < 5) errors.address = 'Enter the delivery address: street, barangay and city.';
  else if (address.length > 300) errors.address = 'The address is at most 300 characters.';
  else if (hasInvisibleCharactersBesidesLineBreaks(address)) errors.address = 'Write the address as plain text.';
  else {
    const problem = undrawable(address, 'The address');
    if (problem) errors.address = problem;
  }

  const driver = oneLine(values.driverName, 'Driver’s name', 80);
  if (driver.error) errors.driverName = driver.error;
  const plateNumber = (values.plateNumber ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  if (!/^[A-Z0-9][A-Z0-9 -]{1,11}$/.test(plateNumber)) errors.plateNumber = 'Enter the plate number, e.g. NBC 1234.';
  return { scheduledOn: day, windowFrom, windowUntil, address, driverName: driver.text, plateNumber };
}

export function readTripForm(
  values: Record<string, string>,
  lines: readonly JobLineRow[],
  unscheduled: ReadonlyMap<number, number>,
  now: Date,
): TripForm {
  const errors: Record<string, string> = {};
  const details = readTripDetails(values, now, errors);

  const trip: ScheduledTrip['lines'] = [];
  for (const line of lines) {
    const typed = (values[quantityField(line.id)] ?? '').trim();
    if (!typed) continue;
    const quantity = typedQuantity(typed);
    const milli = Math.round(quantity * 1000);
    const left = unscheduled.get(line.id) ?? 0;
    if (Number.isNaN(quantity) || Math.abs(quantity * 1000 - milli) > 1e-6)
      errors[quantityField(line.id)] = 'Enter a number, e.g. 4 or 2.5 (at most three decimals).';
    else if (milli > left)
      errors[quantityField(line.id)] =
        left === 0
          ? 'Nothing of this line is left to deliver: leave it at 0.'
          : `At most ${quantityWithUnitText(left, line.unit)} of this line is left to deliver.`;
    else if (milli > 0) trip.push({ jobLineId: line.id, quantityMilli: milli });
  }
  if (trip.length === 0 && !Object.keys(errors).some((field) => field.startsWith('quantity-')))
    errors.lines = 'Put at least one line on this delivery: enter how much of it goes.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, trip: { ...details, lines: trip } };
}

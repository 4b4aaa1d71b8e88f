// A record's number in a dashboard path or form (a lead, a quotation version, a received email, a
// team member, a published version): only the digits the dashboard itself writes in its links.
import * as z from 'zod';

/**
 * Decimal digits without a sign or a leading zero: `Number()` (and `z.coerce`) would also read
 * `0x10`, `1e1`, ` 16`, `016` and `16.0` as 16, so one record would answer at many addresses.
 */
const canonicalDigits = /^[1-9][0-9]{0,15}$/;

/** A record's id: a canonical positive decimal integer within the safe range; anything else fails (the route answers 404). */
export const recordId = z
  .string()
  .regex(canonicalDigits)
  .transform(Number)
  .refine((id) => Number.isSafeInteger(id));

/** The id, or null for anything else (absent, `016`, `0x10`, beyond 2^53 - 1). */
export const parseRecordId = (raw: string | undefined): number | null => {
  const parsed = recordId.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/** A position in a list from a path (an email's attachments): 0, or a record id's digits. */
export const parseListIndex = (raw: string | undefined): number | null => (raw === '0' ? 0 : parseRecordId(raw));

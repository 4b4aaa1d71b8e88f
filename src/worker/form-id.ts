/**
 * A quote form's id as a request carries it (X-Quote-Draft, Idempotency-Key): a UUID in either
 * case, lower-cased so both spellings are one form. Null when missing or not a UUID.
 */
export function formId(header: string | undefined): string | null {
  const id = header?.toLowerCase();
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}

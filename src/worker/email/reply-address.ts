// The reference a reply carries back: replies go out with a plus address such as
// quotes+Q-2026-000123@example.ph, and customers often keep the reference in the subject.
import { quoteReferencePattern } from '../../shared/api';

/** The reference anywhere in a text, any case ("Re: re: q-2026-000123 quotation"). */
const referencePattern = new RegExp(String.raw`\b${quoteReferencePattern.source.replace(/^\^|\$$/g, '')}\b`, 'i');

/** "quotes+Q-2026-000123@example.ph" (or "Name <...>", any case) -> "Q-2026-000123"; null without one. */
export function referenceFromAddress(address: string): string | null {
  const localPart = /([^<\s@]+)@[^@>\s]+>?\s*$/.exec(address.trim())?.[1] ?? '';
  const tag = localPart.split('+').slice(1).join('+');
  return quoteReferencePattern.test(tag.toUpperCase()) ? tag.toUpperCase() : null;
}

/** The first reference in a subject or a body, upper case; null without one. */
export function referenceInText(text: string): string | null {
  return referencePattern.exec(text)?.[0].toUpperCase() ?? null;
}

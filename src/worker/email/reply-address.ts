// The reply address that carries a lead's reference, e.g. quotes+Q-2026-000123@example.com:
// replies to the dashboard's answers set it as Reply-To, and the inbound email handler reads the
// reference back from the address a customer's answer was sent to. One format, both ways.
import * as z from 'zod';
import { quoteReferencePattern } from '../../shared/quote-request';

const addressVars = z.object({
  EMAIL_FROM: z.string(),
  /** Where customers' answers arrive (Cloudflare Email Routing), when not EMAIL_FROM's address. */
  INBOUND_ADDRESS: z.email().optional().catch(undefined),
});

/** The bare address in "Quotes <quotes@example.com>" or "quotes@example.com". */
export const bareAddress = (address: string) => (/<([^<>]+)>\s*$/.exec(address)?.[1] ?? address).trim();

function splitAddress(address: string): { local: string; domain: string } | null {
  const bare = bareAddress(address);
  const at = bare.lastIndexOf('@');
  if (at <= 0 || at === bare.length - 1) return null;
  return { local: bare.slice(0, at), domain: bare.slice(at + 1) };
}

/** INBOUND_ADDRESS, else EMAIL_FROM's address, with the reference as its "+" tag. */
export function replyAddressFor(reference: string, vars: object): string {
  const { EMAIL_FROM, INBOUND_ADDRESS } = addressVars.parse(vars);
  const base = splitAddress(INBOUND_ADDRESS ?? EMAIL_FROM);
  if (!base) throw new Error('EMAIL_FROM holds no email address');
  const mailbox = base.local.split('+')[0];
  return `${mailbox}+${reference}@${base.domain.toLowerCase()}`;
}

/** The lead reference in an address made by replyAddressFor(), or null. Mail systems may lower-case it. */
export function referenceFromAddress(address: string): string | null {
  const parts = splitAddress(address);
  const tag = parts?.local.split('+')[1]?.toUpperCase();
  return tag && quoteReferencePattern.test(tag) ? tag : null;
}

/** The reference anywhere in a text, any case ("Re: re: q-2026-000123 quotation"). */
const referenceInTextPattern = new RegExp(String.raw`\b${quoteReferencePattern.source.replace(/^\^|\$$/g, '')}\b`, 'i');

/** The first reference in a subject or a body, upper case; null without one. */
export function referenceInText(text: string): string | null {
  return referenceInTextPattern.exec(text)?.[0].toUpperCase() ?? null;
}

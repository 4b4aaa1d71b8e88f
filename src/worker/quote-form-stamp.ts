// The no-script quote form's proof of when the worker rendered it: `<form id>.<ms since 1970>.<HMAC>`,
// HMAC-SHA256 under TICKET_SECRET. The fill time counts from it (a bot cannot claim an older
// render), and its form id is the request's idempotency key, so one stamp makes at most one lead.
import type { WorkerEnv } from './app-env';
import { minimumTicketSecretLength } from './bot-check/ticket';

const encoder = new TextEncoder();
const formIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export interface FormStamp {
  formId: string;
  renderedAt: number;
}

export async function issueFormStamp(secret: string, renderedAt = Date.now(), formId = crypto.randomUUID()): Promise<string> {
  const payload = `${formId}.${renderedAt}`;
  return `${payload}.${base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)))}`;
}

/** The stamp's form id and render time, or null when it is malformed, forged or from the future. */
export async function readFormStamp(secret: string, stamp: string): Promise<FormStamp | null> {
  const [formId, renderedAtText, signatureText, extra] = stamp.split('.');
  const renderedAt = Number(renderedAtText);
  if (extra !== undefined || !formId || !formIdPattern.test(formId) || !Number.isSafeInteger(renderedAt) || renderedAt > Date.now())
    return null;
  const signature = signatureText ? fromBase64url(signatureText) : null;
  if (!signature) return null;
  // verify() compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(`${formId}.${renderedAt}`));
  return valid ? { formId, renderedAt } : null;
}

export const stampSecret = (env: WorkerEnv) =>
  env.TICKET_SECRET && env.TICKET_SECRET.length >= minimumTicketSecretLength ? env.TICKET_SECRET : null;

/** A stamp for a freshly rendered form; null without TICKET_SECRET (the form's post is then refused, 503). */
export async function newFormStamp(env: WorkerEnv): Promise<string | null> {
  const secret = stampSecret(env);
  return secret ? issueFormStamp(secret) : null;
}

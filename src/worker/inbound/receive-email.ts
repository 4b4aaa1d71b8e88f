// Mail routed to the worker by Cloudflare Email Routing: a reply that names a lead (its
// reference in the plus address or the subject) is stored on the lead with its text and
// attachments, within the lead's daily limit, with its envelope sender and authentication
// results beside the From it claims; every message, matched or not, is then forwarded to the
// business inbox. Two exceptions (./mail-sender.ts): the owner's Reply All to an alert is stored
// as the business's answer and not forwarded back (it is in the owner's sent mail), and the
// alert's own copy through its Cc, when Email Routing vouches that it is ours, is dropped (the
// business has the alert itself); a message that only claims our address is kept and forwarded.
// A message is stored with its files or not at all. Stored mail changes nothing on the lead by itself (docs/security.md). Nothing
// here throws and nothing is rejected (a reject bounces the customer's mail): when the forward
// itself fails, the raw message is kept in R2 and the failure logged.
import type { Email } from 'postal-mime';
import { loadMailParser } from '../lazy-modules';
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { siteFacts } from '../published-facts/published';
import { inboundStoredSince, insertInboundMessage, recordInboundOverflow, type InboundKind } from '../lead-records/inbound-messages';
import { manilaDay } from '../../shared/business-time';
import { leadById } from '../lead-records/leads';
import { answeredStatement, awaitingReplyStatement } from '../lead-records/inbox';
import { queueAlerts } from '../alerts/queue-lead-emails';
import { referenceFromAddress, referenceInText } from '../email/reply-address';
import { htmlToText, inboundHtmlLimit } from './html-to-text';
import { deleteInboundFiles, storeInboundAttachments } from './inbound-attachments';
import { mailSender, type MailSender } from './mail-sender';
import { recordUnforwardedMail, unforwardedMailPrefix } from './unforwarded-mail';

/** Larger messages are forwarded without being read: parsing them could exceed the worker's memory. */
export const inboundMessageLimitBytes = 25 * 1024 * 1024;
/** Text kept per message; the forwarded copy has the rest. */
const textLimit = 100_000;
const subjectLimit = 500;

/** Said on the lead page in place of what could not be read. */
export const inboundTextNotes = {
  htmlCut: `[Only the first ${inboundHtmlLimit / 1024} KB of this email's HTML is shown here. The whole message was forwarded to the business inbox.]`,
  htmlUnreadable: "[This email's HTML could not be read here. The whole message was forwarded to the business inbox.]",
};

const forwardAddress = async (env: WorkerEnv) => env.INBOUND_FORWARD_TO?.trim() || (await siteFacts(env)).business.email;

const isBounce = (email: Email) => {
  const contentType = email.headers.find((header) => header.key === 'content-type')?.value ?? '';
  return /^\s*multipart\/report\b/i.test(contentType);
};

/** A delivery status notification's machine-readable part ("Status: 5.1.1", "Diagnostic-Code: ..."). */
const deliveryStatus = (email: Email) =>
  email.attachments
    .filter((part) => part.mimeType === 'message/delivery-status' || part.mimeType === 'message/global-delivery-status')
    .map((part) => (typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content)).trim());

async function leadForReference(db: D1Database, reference: string | null) {
  if (!reference) return null;
  const [, year, id] = reference.split('-');
  const lead = await leadById(db, Number(id));
  return lead && lead.created_at.startsWith(`${year}-`) ? lead : null;
}

/** Leads a message may name, tried in order: a mail listing thousands of addresses costs no more than this. */
const candidateLimit = 10;

function addressesOf(email: Email): string[] {
  return [...(email.to ?? []), ...(email.cc ?? [])]
    .flatMap((address) => (address.group ? address.group : [address]))
    .map((mailbox) => mailbox.address);
}

/** What one lead may store a day (a rolling 24 hours): past it, mail is forwarded only, and the lead says so once a day. */
export const inboundDailyLimit = { messages: 20, bytes: 50 * 1024 * 1024 };
const dayMs = 24 * 60 * 60 * 1000;

/** What Email Routing vouches for, kept beside what the sender wrote (docs/security.md, "Inbound mail"). */
const authenticationHeaders = ['authentication-results', 'arc-authentication-results', 'received-spf'];
const authenticationLimit = 2000;
const authenticationOf = (headers: Headers) =>
  authenticationHeaders
    .map((name) => [name, headers.get(name)] as const)
    .filter((entry): entry is readonly [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}: ${value.replace(/\s+/g, ' ').trim()}`)
    .join('\n')
    .slice(0, authenticationLimit);

/** An HTML-only message's text. What cannot be read is said on the lead; the forwarded copy is whole. */
function htmlBody(html: string): string {
  try {
    const { text, cut } = htmlToText(html);
    return cut ? `${inboundTextNotes.htmlCut}\n\n${text}` : text;
  } catch {
    return inboundTextNotes.htmlUnreadable;
  }
}

interface Matched {
  reference: string;
  leadId: number;
  /** False when the lead's daily limit was reached: forwarded, not stored. */
  stored: boolean;
  sender: MailSender;
}

/**
 * Stores the message on the lead it names and answers that lead; null when it names none, and
 * 'own-alert' for the worker's own alert coming back through its Cc (neither stored nor forwarded).
 */
async function storeForLead(
  env: WorkerEnv,
  message: ForwardableEmailMessage,
  raw: Uint8Array,
  logger: Logger,
): Promise<Matched | 'own-alert' | null> {
  const { parseMail } = await loadMailParser();
  const email = await parseMail(raw);
  const sender = await mailSender(env, message, email);
  if (sender === 'own-alert') return sender;
  const kind: InboundKind = isBounce(email) ? 'bounce' : 'reply';
  const body = email.text ?? (email.html ? htmlBody(email.html) : '');
  const candidates = [
    referenceFromAddress(message.to),
    ...addressesOf(email).map(referenceFromAddress),
    referenceInText(email.subject ?? ''),
    // A bounce returns our message (or its headers) as a part: the reference is in there.
    ...(kind === 'bounce' ? [referenceInText(new TextDecoder().decode(raw))] : []),
  ];
  const distinct = [...new Set(candidates.filter((candidate): candidate is string => candidate !== null))].slice(0, candidateLimit);
  let lead = null;
  let reference = '';
  for (const candidate of distinct) {
    lead = await leadForReference(env.DB, candidate);
    if (lead) {
      reference = candidate!;
      break;
    }
  }
  if (!lead) return null;

  const now = new Date();
  const storedToday = await inboundStoredSince(env.DB, lead.id, new Date(now.getTime() - dayMs).toISOString());
  const incomingBytes = email.attachments.reduce(
    (total, part) => total + (typeof part.content === 'string' ? part.content.length : part.content.byteLength),
    0,
  );
  if (storedToday.messages >= inboundDailyLimit.messages || storedToday.bytes + incomingBytes > inboundDailyLimit.bytes) {
    await recordInboundOverflow(env.DB, lead.id, manilaDay(now));
    return { reference, leadId: lead.id, stored: false, sender };
  }

  const text = kind === 'bounce' ? [body, ...deliveryStatus(email)].filter(Boolean).join('\n\n') : body;
  // A bounce's parts are the report itself (status, the returned message): its text has them.
  const attachments = kind === 'bounce' ? [] : await storeInboundAttachments(env.UPLOADS, email.attachments);
  const messageId = await insertInboundMessage(env.DB, {
    leadId: lead.id,
    kind,
    from: (email.from?.address ?? message.from).slice(0, 320),
    envelopeFrom: message.from.slice(0, 320),
    authentication: authenticationOf(message.headers),
    fromBusiness: kind === 'reply' && sender === 'business',
    subject: (email.subject ?? '').replace(/\s+/g, ' ').trim().slice(0, subjectLimit),
    text: text.trim().slice(0, textLimit),
    createdAt: now.toISOString(),
    attachments,
  }).catch(async (error: unknown) => {
    // Nothing was stored, so no file may stay behind: the forwarded copy has them all.
    await deleteInboundFiles(env.UPLOADS, attachments);
    throw error;
  });
  if (kind === 'reply' && sender === 'business') {
    // The owner answered from the mail app: the lead is answered, as after a reply from the dashboard.
    await answeredStatement(env.DB, lead.id)
      .run()
      .catch((error: unknown) => logger.error('lead could not be marked as answered', { leadId: lead.id, error: String(error) }));
  } else if (kind === 'reply' && sender === 'customer') {
    // The customer answered: the lead needs a reply, and the owner hears of it where a new lead is
    // heard. The message is stored already: a fault here is logged, never a reason to lose it.
    await awaitingReplyStatement(env.DB, lead.id, now.toISOString())
      .run()
      .catch((error: unknown) => logger.error('lead could not be marked as needing a reply', { leadId: lead.id, error: String(error) }));
    await queueAlerts(env, lead.id, 'customer-reply', messageId, logger);
  }
  return { reference, leadId: lead.id, stored: true, sender };
}

/** The raw message into R2 when it could not be forwarded, so a person can still read it; listed with its lead for erasure. */
async function keepUnforwarded(
  env: WorkerEnv,
  message: ForwardableEmailMessage,
  raw: Uint8Array | null,
  leadId: number | null,
): Promise<string> {
  const receivedAt = new Date().toISOString();
  const key = `${unforwardedMailPrefix}${receivedAt}-${crypto.randomUUID()}.eml`;
  const options = { httpMetadata: { contentType: 'message/rfc822' }, customMetadata: { from: message.from, to: message.to } };
  // An unread stream goes through with its length fixed up front, as R2 requires.
  await env.UPLOADS.put(key, raw ?? message.raw.pipeThrough(new FixedLengthStream(message.rawSize)), options);
  await recordUnforwardedMail(env.DB, key, leadId, receivedAt);
  return key;
}

export async function receiveEmail(message: ForwardableEmailMessage, env: WorkerEnv, logger: Logger): Promise<void> {
  const context = { from: message.from, to: message.to, rawSize: message.rawSize };
  let raw: Uint8Array | null = null;
  let matched: Matched | null = null;
  if (message.rawSize > inboundMessageLimitBytes) {
    logger.warn('inbound mail too large to store; forwarded only', context);
  } else {
    try {
      raw = new Uint8Array(await new Response(message.raw).arrayBuffer());
      const stored = await storeForLead(env, message, raw, logger);
      if (stored === 'own-alert') {
        logger.info("the alert's own copy (its Cc to the lead's reply address); dropped", context);
        return;
      }
      matched = stored;
      const outcome = !matched
        ? 'inbound mail names no lead; forwarded only'
        : matched.stored
          ? 'inbound mail stored on its lead'
          : "inbound mail over its lead's daily limit; forwarded only";
      logger.info(outcome, { ...context, ...matched });
    } catch (error) {
      logger.error('inbound mail could not be stored; forwarded only', { ...context, error: String(error) });
    }
  }

  if (matched?.stored && matched.sender === 'business') return;
  const destination = await forwardAddress(env);
  try {
    if (destination.toLowerCase() === message.to.toLowerCase())
      throw new Error(`INBOUND_FORWARD_TO (${destination}) is the address the mail came to`);
    await message.forward(destination, matched ? new Headers({ 'X-Quote-Reference': matched.reference }) : undefined);
  } catch (error) {
    const kept = await keepUnforwarded(env, message, raw, matched?.leadId ?? null).catch(
      (keepError: unknown) => `not kept either: ${String(keepError)}`,
    );
    logger.error('inbound mail could not be forwarded; raw message kept in R2', { ...context, destination, kept, error: String(error) });
  }
}

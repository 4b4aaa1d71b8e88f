// The quote request: every rule the browser checks inline and the worker enforces.
import './zod-jitless';
import { manilaDay } from './business-time';
import * as z from 'zod';
import { fabricationServices } from './fabrication-services';
import { hasInvisibleCharacters } from './invisible-characters';
import { maxAttachments } from './upload-rules';
import { philippinePhoneToE164 } from './phone';
import { utmParameters } from './visit-source';
import { campaignTag, isPhoneLike, publicHostname, tagCharacters, visitTagLimit } from './visit-source-rules';
import { lineIssueMessage, quoteLinesSchema } from './quote-lines';

export const quoteServiceOptions = [
  ...fabricationServices.map((service) => ({ id: service.id, label: service.title })),
  { id: 'material-supply', label: 'Sheets, pipes and fittings (supply only)' },
  { id: 'repairs', label: 'Repairs and modifications' },
  { id: 'other', label: 'Something else' },
] as const;

export const gradeOptions = [
  { id: '304', label: '304 / 304L' },
  { id: '316', label: '316 / 316L' },
  { id: 'other', label: 'Other grade' },
  { id: 'not-sure', label: 'Not sure, please advise' },
] as const;

export const finishOptions = [
  { id: 'not-sure', label: 'Not sure, please advise' },
  { id: '2b', label: '2B (mill, matte)' },
  { id: 'hairline', label: 'No. 4 / hairline (brushed)' },
  { id: 'mirror', label: 'Mirror (BA / No. 8)' },
  { id: 'other', label: 'Other finish' },
] as const;

export const contactMethodOptions = [
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Phone call' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'viber', label: 'Viber' },
] as const;

export const optionLabel = (options: readonly { id: string; label: string }[], id: string) =>
  options.find((option) => option.id === id)?.label ?? id;

const ids = <T extends readonly { id: string }[]>(options: T) =>
  options.map((option) => option.id) as [T[number]['id'], ...T[number]['id'][]];

const singleLineMessage = (label: string) =>
  `${label} must be on one line, without tabs or hidden formatting characters. Please type it in again rather than pasting it.`;

/**
 * A web address as a mail program would make it a link: a scheme, www., a host followed by a
 * path, or a host under a common top-level domain. Any host name at all would also refuse names
 * typed without a space after a full stop (Ma.Cristina), so bare hosts need a listed domain.
 */
const commonTopLevelDomains =
  'com|net|org|ph|io|co|info|biz|xyz|top|site|online|shop|store|app|link|click|live|me|ru|cn|ly|gl|to|cc|tk|us|uk|vip|club|icu|buzz|pro|win';
const webAddress = new RegExp(
  `[a-z][a-z\\d+.-]*://|\\bwww\\.|[a-z\\d-]{2,}\\.[a-z]{2,}/|[a-z\\d-]{2,}\\.(?:${commonTopLevelDomains})(?![a-z\\d-])|\\b\\d{1,3}(?:\\.\\d{1,3}){3}\\b`,
  'i',
);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer.`)
    .refine((value) => !hasInvisibleCharacters(value), singleLineMessage(label))
    .optional()
    .transform((value) => (value ? value : undefined));

/** Project details need this many characters when the request has no quote-list lines. */
const minProjectDetails = 20;

export const fieldLimits = { fullName: 100, company: 120, email: 254, projectDetails: 5000, dimensions: 200, quantity: 100 };

/** A YYYY-MM-DD date that exists (no 31 April), in this century. */
function isCalendarDate(value: string): boolean {
  const match = /^(20\d{2})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A campaign tag lower-cased, or dropped (undefined): too long, an odd character (an @), or phone-like. */
const visitTag = z
  .string()
  .trim()
  .toLowerCase()
  .max(visitTagLimit)
  .regex(tagCharacters)
  .refine((value) => !isPhoneLike(value))
  .optional()
  .catch(undefined);

/** The campaign's name and medium follow the rule analytics counts them by, so the two join. */
const campaignParameters: ReadonlySet<string> = new Set(['utm_medium', 'utm_campaign']);
const campaignVisitTag = z
  .string()
  .transform((value) => campaignTag(value) || undefined)
  .optional()
  .catch(undefined);

const visitTouch = z
  .object({
    ...(Object.fromEntries(utmParameters.map((name) => [name, campaignParameters.has(name) ? campaignVisitTag : visitTag])) as Record<
      (typeof utmParameters)[number],
      typeof visitTag
    >),
    gclid: z.literal(true).optional().catch(undefined),
    fbclid: z.literal(true).optional().catch(undefined),
    referrer: z.string().toLowerCase().regex(publicHostname).optional().catch(undefined),
    landing: z
      .string()
      .max(200)
      .regex(/^\/[\w\-./~%]*$/)
      .optional()
      .catch(undefined),
  })
  .catch({});

/** Under this long from the form being shown to its submit, a request looks automated. */
export const minimumFillMs = 3000;

/** Every field, before the rules that read several at once (zod cannot pick from a refined object). */
export const quoteRequestObject = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, 'Please enter your full name.')
    .max(fieldLimits.fullName, `Your name must be ${fieldLimits.fullName} characters or fewer.`)
    .refine((value) => !hasInvisibleCharacters(value), singleLineMessage('Your name'))
    // The receipt greets the visitor by this name, from the business's own address.
    .refine(
      // Ideographic full stops work as dots in browsers' address bars.
      (value) => !webAddress.test(value.normalize('NFKC').replace(/[\u3002\uff61]/g, '.')),
      'Please enter just your name, without a web address.',
    ),
  company: optionalText(fieldLimits.company, 'Company'),
  email: z
    .string()
    .trim()
    .max(fieldLimits.email, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address, e.g. juan@company.ph.')),
  phone: z
    .string()
    .trim()
    .min(1, 'Please enter a phone number we can call.')
    .transform((value, context) => {
      const e164 = philippinePhoneToE164(value);
      if (!e164) {
        context.addIssue({
          code: 'custom',
          message: 'Please enter a Philippine number, e.g. 0917 123 4567, +63 917 123 4567 or (046) 471 2345.',
        });
        return z.NEVER;
      }
      return e164;
    }),
  service: z.enum(ids(quoteServiceOptions), { error: 'Please choose the service you need.' }),
  // At least 20 characters unless the request carries quote-list lines: checked below, with them.
  projectDetails: z
    .string()
    .trim()
    .max(fieldLimits.projectDetails, `Project details must be ${fieldLimits.projectDetails} characters or fewer.`),
  dimensions: optionalText(fieldLimits.dimensions, 'Dimensions'),
  quantity: optionalText(fieldLimits.quantity, 'Quantity'),
  grade: z.enum(ids(gradeOptions), { error: 'Please choose a grade, or "Not sure".' }),
  finish: z.enum(ids(finishOptions), { error: 'Please choose a finish, or "Not sure".' }),
  targetDate: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCalendarDate(value), 'Please enter a real date as YYYY-MM-DD, e.g. 2027-03-15.')
    .refine(
      (value) => value === undefined || value >= manilaDay(new Date(Date.now() - 86_400_000)),
      'The target date cannot be in the past.',
    ),
  preferredContact: z.enum(ids(contactMethodOptions), { error: 'Please choose how we should contact you.' }),
  /** Stock items from the visitor's quote list (src/shared/quote-lines.ts). */
  lines: quoteLinesSchema,
  attachments: z
    .array(z.uuid('An attachment reference is invalid; please remove it and attach the file again.'))
    .max(maxAttachments, `Attach at most ${maxAttachments} files.`)
    .default([]),
  privacyConsent: z.literal(true, { error: 'Please agree to the privacy notice so we can use your details to quote.' }),
  /** The Turnstile widget's answer: single-use, and siteverify refuses it after 5 minutes. */
  turnstileToken: z.string().max(2048, 'The bot check answer is invalid; please try it again.').optional(),
  /** The worker's proof that this form passed the check (POST /api/bot-check), good for a day. */
  botTicket: z.string().max(1024, 'The bot check answer is invalid; please try it again.').optional(),
  /**
   * Where the visit came from (src/shared/visit-source.ts). Sanitised, never refused: a tampered
   * source must not block a real customer's quote, so a bad value is dropped, not answered 4xx.
   */
  source: z.object({ first: visitTouch, latest: visitTouch }).optional().catch(undefined),
  /** The honeypot: a field people never see, labelled "leave empty". Anything odd counts as filled. */
  website: z.string().max(500).optional().catch('(not text)'),
  /** Milliseconds from the form being shown (or its draft started) to the submit; absent from no-JS and older clients. */
  fillMs: z.number().int().nonnegative().optional().catch(undefined),
});

/** Lines say what and how much: a buyer sending a list of sizes need not write it out again. */
const describingTheWork = <Schema extends z.ZodType<{ projectDetails: string; lines: unknown }>>(schema: Schema) =>
  schema.refine(
    (request) => request.projectDetails.length >= minProjectDetails || (Array.isArray(request.lines) && request.lines.length > 0),
    {
      path: ['projectDetails'],
      message: `Please describe the project in at least ${minProjectDetails} characters: what it is, size and quantity.`,
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'projectDetails'),
    },
  );

const quoteRequestFields = describingTheWork(quoteRequestObject);

/** With the bot check on, a request carries its form's ticket, or a token when it has none yet. */
export const quoteRequestSchema = quoteRequestFields.refine((request) => Boolean(request.turnstileToken || request.botTicket), {
  path: ['turnstileToken'],
  message: 'Please complete the bot check.',
  // Checked even when other fields have errors, so the visitor sees every problem at once.
  when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'turnstileToken' || issue.path?.[0] === 'botTicket'),
});

/** The schema as the site's bot check flag (captchaTurnstile) has it: without the check, no token is asked for. */
export const quoteRequestSchemaFor = (botCheck: boolean) => (botCheck ? quoteRequestSchema : quoteRequestFields);

/** What the visitor fills in. */
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
/** What the worker stores, normalised (phone in E.164, empty optionals removed). */
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteField = keyof QuoteRequestInput;

/** Field name -> first message, for showing errors next to each field. */
export function fieldErrors(error: z.ZodError): Partial<Record<QuoteField, string>> {
  const errors: Partial<Record<QuoteField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as QuoteField | undefined;
    if (field && !errors[field]) errors[field] = field === 'lines' ? lineIssueMessage(issue.path, issue.message) : issue.message;
  }
  return errors;
}

export interface QuoteAccepted {
  lead: { reference: string };
}

// Live with the HTTP contract, which the service worker and the audit's module bundle without zod.
export { leadReference, quoteReferencePattern } from './api';

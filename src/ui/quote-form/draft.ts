// The quote form's values and its autosaved draft in local storage. Browser-only helpers:
// call them from effects and event handlers, never during render.
import * as z from 'zod';
import type { BotTicketIssued } from '../../shared/api';
import { quoteRequestSchema, type QuoteField } from '../../shared/quote-request';
import { quoteDraftKey } from './draft-key';

export { quoteDraftKey };

/**
 * The request's fields that are not typed or picked: the form adds the ids, the bot check, the
 * quote list's lines (kept in their own store), the visit's source, the honeypot (read from its
 * input) and the fill time; consent is a tick.
 */
const notText = ['attachments', 'lines', 'turnstileToken', 'botTicket', 'privacyConsent', 'source', 'website', 'fillMs'] as const;
/** Every other field of the shared schema, held as the text its control shows, before validation. */
export type TextField = Exclude<QuoteField, (typeof notText)[number]>;
export type QuoteFormValues = Record<TextField, string> & { privacyConsent: boolean };

export const textFields = Object.keys(quoteRequestSchema.shape).filter(
  (field): field is TextField => !(notText as readonly string[]).includes(field),
);

/** The choices the form starts with; every other field starts empty. */
const preselected: Partial<Record<TextField, string>> = { finish: 'not-sure', preferredContact: 'email' };

export const initialQuoteValues: QuoteFormValues = {
  ...(Object.fromEntries(textFields.map((field) => [field, preselected[field] ?? ''])) as Record<TextField, string>),
  privacyConsent: false,
};

/**
 * The worker deletes uploads no quote has claimed after a day; a draft older than this keeps
 * its text but forgets its attachments, so the visitor is never sent ids that are gone.
 */
const attachmentLifetimeMs = 20 * 60 * 60 * 1000;

export interface SavedAttachment {
  id: string;
  name: string;
  size: number;
}

export interface QuoteDraft {
  draftId: string;
  savedAt: number;
  /** Consent is never saved: the box starts unticked on every visit. */
  values: Record<TextField, string>;
  attachments: SavedAttachment[];
  /** This form's bot-check ticket: after a reload, even offline, the form can still upload and send. */
  botTicket?: BotTicketIssued;
  /** When this request was first shown (ms since 1970): its fill time counts from here, across reloads. */
  startedAt?: number;
}

const text = z.string().max(6000).catch('');
/** A choice the form never leaves empty falls back to its preselected value. */
const savedValue = (field: TextField): z.ZodType<string> => {
  const initial = initialQuoteValues[field];
  return initial ? text.pipe(z.string().min(1)).catch(initial) : text;
};
const draftSchema = z.object({
  draftId: z.uuid(),
  savedAt: z.number(),
  values: z.object(Object.fromEntries(textFields.map((field) => [field, savedValue(field)])) as Record<TextField, z.ZodType<string>>),
  attachments: z.array(z.object({ id: z.uuid(), name: z.string(), size: z.number() })).catch([]),
  botTicket: z
    .object({ ticket: z.string().max(1024), expiresAt: z.string() })
    .optional()
    .catch(undefined),
  startedAt: z.number().optional().catch(undefined),
});

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes, disabled cookies): the form works without a draft.
    return null;
  }
}

export function readDraft(now = Date.now()): QuoteDraft | null {
  try {
    const raw = storage()?.getItem(quoteDraftKey);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const draft = parsed.data;
    return now - draft.savedAt > attachmentLifetimeMs ? { ...draft, attachments: [] } : draft;
  } catch {
    return null;
  }
}

/** True when nothing worth keeping has been entered. */
function isBlank(values: QuoteDraft['values'], attachments: SavedAttachment[]): boolean {
  return attachments.length === 0 && textFields.every((field) => values[field] === initialQuoteValues[field]);
}

export function saveDraft(
  draftId: string,
  values: QuoteFormValues,
  attachments: SavedAttachment[],
  botTicket: BotTicketIssued | null = null,
  startedAt?: number,
): void {
  const { privacyConsent: _, ...kept } = values;
  try {
    if (isBlank(kept, attachments)) {
      storage()?.removeItem(quoteDraftKey);
      return;
    }
    const draft: QuoteDraft = { draftId, savedAt: Date.now(), values: kept, attachments, ...(botTicket && { botTicket }), startedAt };
    storage()?.setItem(quoteDraftKey, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage blocked: the draft is a convenience, the form still works.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(quoteDraftKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** A v4 UUID; crypto.randomUUID only exists in secure contexts (https or localhost). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

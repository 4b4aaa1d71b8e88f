// Everything the quote form shows, in one state changed only by the actions below. The hooks
// around it (draft, uploads, bot check, outbox, submit) do the browser's work and dispatch what
// happened; the markup reads the state. Pure: no storage, clocks or network in here.
import type { BotTicketIssued } from '../../shared/api';
import type { QuoteField } from '../../shared/quote-request';
import { maxAttachments } from '../../shared/upload-rules';
import { initialQuoteValues, type QuoteFormValues, type SavedAttachment } from './draft';

export type FieldErrors = Partial<Record<QuoteField, string>>;

export interface Attachment {
  /** Local key for the row; the server's id arrives in uploadId once the upload is done. */
  key: string;
  name: string;
  size: number;
  /** 'waiting': chosen before the form had its bot-check ticket; it uploads once it has one. */
  status: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  /** Fraction sent, 0 to 1. */
  progress: number;
  uploadId: string | null;
  error: string | null;
  retryable: boolean;
}

export interface QuoteFormState {
  /** The request's id (its draft's, its uploads', its idempotency key): '' until the draft is read. */
  draftId: string;
  /** When this request was first shown (ms since 1970): its fill time counts from here. */
  startedAt: number;
  values: QuoteFormValues;
  /** False on the server and until the draft is restored: the submit button waits for it. */
  ready: boolean;
  /** A saved draft was put back: the form offers to start over. */
  restored: boolean;
  /** This request has gone (from the form or from the outbox): nothing is saved or announced again. */
  sent: boolean;
  errors: FieldErrors;
  /** The summary after a failed submit. */
  summary: string;
  /** Counts the failed submits that found errors: each moves focus to the first, once it is rendered. */
  errorsFound: number;
  /** The target date's earliest day, today in Manila: set in the browser, after hydration. */
  minDate: string | undefined;
  attachments: Attachment[];
  /** Why chosen files were not taken (type, size, duplicate, too many). */
  refusals: string[];
  /** What a screen reader hears about the uploads. */
  announcement: string;
  /** The form's bot-check ticket, swapped for the widget's token (bot-ticket.ts). */
  ticket: BotTicketIssued | null;
  sending: boolean;
  /** The last send failed on the network and waits on the device. */
  queued: boolean;
}

export type QuoteFormAction =
  | {
      type: 'restored';
      draftId: string;
      startedAt: number;
      values: QuoteFormValues;
      restored: boolean;
      /** The uploads the draft remembers (already on the server). */
      attachments: SavedAttachment[];
      ticket: BotTicketIssued | null;
    }
  | { type: 'changed'; values: Partial<QuoteFormValues> }
  | { type: 'errorsFound'; errors: FieldErrors; summary: string }
  | { type: 'errorChanged'; field: QuoteField; error: string | undefined }
  | { type: 'summaryCleared' }
  | { type: 'minDateKnown'; minDate: string }
  | { type: 'filesChosen'; added: Attachment[]; refusals: string[] }
  | { type: 'attachmentChanged'; key: string; changes: Partial<Attachment>; announcement?: string }
  | { type: 'attachmentRemoved'; key: string; announcement: string }
  | { type: 'ticketIssued'; ticket: BotTicketIssued | null }
  | { type: 'sending'; sending: boolean }
  | { type: 'queued'; queued: boolean }
  | { type: 'sent' }
  | { type: 'startedOver'; draftId: string; startedAt: number };

/** The form as the server renders it: `posted` and `errors` are what a post without scripts sent back. */
export function initialFormState(posted?: Partial<QuoteFormValues>, errors?: FieldErrors): QuoteFormState {
  return {
    draftId: '',
    startedAt: 0,
    values: { ...initialQuoteValues, ...posted },
    ready: false,
    restored: false,
    sent: false,
    errors: errors ?? {},
    summary: '',
    errorsFound: 0,
    minDate: undefined,
    attachments: [],
    refusals: [],
    announcement: '',
    ticket: null,
    sending: false,
    queued: false,
  };
}

export function quoteFormReducer(state: QuoteFormState, action: QuoteFormAction): QuoteFormState {
  switch (action.type) {
    case 'restored': {
      const { type: _, attachments, ...restored } = action;
      return { ...state, ...restored, attachments: attachments.slice(0, maxAttachments).map(savedAttachment), ready: true };
    }
    case 'changed':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'errorsFound': {
      const found = Object.keys(action.errors).length > 0;
      return { ...state, errors: action.errors, summary: action.summary, errorsFound: state.errorsFound + (found ? 1 : 0) };
    }
    case 'errorChanged':
      // Dropping an error that is not there changes nothing, so nothing renders again.
      if (state.errors[action.field] === action.error) return state;
      return { ...state, errors: { ...state.errors, [action.field]: action.error } };
    case 'summaryCleared':
      return { ...state, summary: '' };
    case 'minDateKnown':
      return { ...state, minDate: action.minDate };
    case 'filesChosen':
      return { ...state, attachments: [...state.attachments, ...action.added], refusals: action.refusals };
    case 'attachmentChanged': {
      // A row removed meanwhile (its upload's last progress event, or its answer) stays removed.
      if (!state.attachments.some((item) => item.key === action.key)) return state;
      const attachments = state.attachments.map((item) => (item.key === action.key ? { ...item, ...action.changes } : item));
      return { ...state, attachments, announcement: action.announcement ?? state.announcement };
    }
    case 'attachmentRemoved':
      return {
        ...state,
        attachments: state.attachments.filter((item) => item.key !== action.key),
        refusals: [],
        announcement: action.announcement,
      };
    case 'ticketIssued':
      return { ...state, ticket: action.ticket };
    case 'sending':
      return { ...state, sending: action.sending };
    case 'queued':
      return { ...state, queued: action.queued };
    case 'sent':
      return { ...state, sent: true };
    case 'startedOver':
      // The ticket belongs to the old id: the new one needs a fresh token to swap.
      return {
        ...initialFormState(),
        ready: true,
        draftId: action.draftId,
        startedAt: action.startedAt,
        minDate: state.minDate,
        announcement: state.announcement,
        sending: state.sending,
      };
  }
}

function savedAttachment({ id, name, size }: SavedAttachment, index: number): Attachment {
  return { key: `saved-${index}`, name, size, status: 'uploaded', progress: 1, uploadId: id, error: null, retryable: false };
}

/** The uploads a draft keeps: the files the server has. */
export function uploadedAttachments(attachments: Attachment[]): SavedAttachment[] {
  return attachments.flatMap((item) => (item.uploadId ? [{ id: item.uploadId, name: item.name, size: item.size }] : []));
}

/** Files dropped by the network: sending (or queuing) without them would silently lose them. */
export function unsentFiles(attachments: Attachment[]): string[] {
  return attachments.filter((item) => item.status === 'failed' && item.retryable).map((item) => item.name);
}

/** A file waiting for the bot check holds the send back like one on its way. */
export function uploadingCount(attachments: Attachment[]): number {
  return attachments.filter((item) => item.status === 'uploading' || item.status === 'waiting').length;
}

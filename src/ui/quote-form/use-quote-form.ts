// Wires the quote form's hooks together (draft, bot check, attachments, field errors, outbox,
// submission) and hands the markup (QuoteForm.tsx) what it shows and the handlers it calls.
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { QuoteFormContent } from '../../content/quote-form';
import { fieldErrors, quoteRequestSchemaFor, type QuoteField } from '../../shared/quote-request';
import { useSite } from '../site-context';
import { readVisitSource } from '../visit-source';
import { removeQuoteLines } from '../quote-list/quote-list-store';
import { useFormLines } from '../quote-list/use-form-lines';
import { sentLineIds } from '../quote-list/sent-lines';
import { textFields, type QuoteDraft, type QuoteFormValues, type TextField } from './draft';
import { fieldId } from './fields';
import { useAttachments } from './use-attachments';
import { useBotCheck } from './use-bot-check';
import { useFieldErrors } from './use-field-errors';
import { useOutboxStatus } from './use-outbox-status';
import { useQuoteDraft } from './use-quote-draft';
import { useQuoteSubmit } from './use-quote-submit';

/** The honeypot's field: a name form-filling bots like to fill. Its value is read from the input. */
export const honeypotName = 'website' satisfies QuoteField;

/** The form's values as a post without scripts sent them (the worker hands them back with its messages). */
function postedValues(values: Record<string, string> | undefined): Partial<QuoteFormValues> | undefined {
  if (!values) return undefined;
  const typed = Object.fromEntries(textFields.filter((field) => Object.hasOwn(values, field)).map((field) => [field, values[field]]));
  return { ...typed, privacyConsent: values.privacyConsent === 'on' };
}

export interface AcceptedQuote {
  reference: string | null;
  preferredContact: string;
}

interface QuoteFormOptions {
  content: QuoteFormContent;
  onAccepted(accepted: AcceptedQuote): void;
  focusOnMount: boolean;
  /** The server's query string; the browser reads its address bar. */
  search: string | undefined;
}

export function useQuoteForm({ content, onAccepted, focusOnMount, search }: QuoteFormOptions) {
  const site = useSite();
  const schema = quoteRequestSchemaFor(site.flags.captchaTurnstile);
  const handover = site.quoteForm;
  const formRef = useRef<HTMLFormElement>(null);
  const draftIdRef = useRef('');
  const draftId = useCallback(() => draftIdRef.current, []);
  const bot = useBotCheck(draftId);
  const lines = useFormLines(search, handover?.lines);
  const attachments = useAttachments(draftId, bot.uploadTicket);
  const outbox = useOutboxStatus(draftId, (reference) => accept(reference));
  const { restore: restoreUploads, add: addFiles } = attachments;
  const { restore: restoreTicket } = bot;
  const { checkQueued } = outbox;
  const onRestore = useCallback(
    (saved: QuoteDraft | null, chosenFiles: File[]) => {
      if (saved) {
        restoreUploads(saved.attachments);
        restoreTicket(saved.botTicket);
        checkQueued(saved.draftId);
      }
      if (chosenFiles.length > 0) addFiles(chosenFiles);
    },
    [restoreUploads, restoreTicket, checkQueued, addFiles],
  );
  const draft = useQuoteDraft({
    formRef,
    draftIdRef,
    uploaded: attachments.uploaded,
    ticketIssued: bot.issued,
    posted: postedValues(handover?.values),
    onRestore,
  });

  // Dropped by the network: sending (or queuing) without them would silently lose the files.
  const unsentFiles = attachments.items.filter((item) => item.status === 'failed' && item.retryable).map((item) => item.name);
  const fields = useFieldErrors({
    formRef,
    invalidSummary: content.submit.invalidSummary,
    botCheckPassed: bot.passed,
    filesUnsent: unsentFiles.length > 0,
    focusOnMount,
    initialErrors: handover?.errors,
  });

  /** Exactly the shape of QuoteRequestInput, before validation; the fill time as of now (the submit). */
  const input = (values: QuoteFormValues): Record<QuoteField, unknown> => ({
    ...values,
    // With the browser's ids, so exactly these lines leave the list once the request is accepted.
    lines,
    attachments: attachments.uploaded.map((upload) => upload.id),
    ...bot.answer,
    source: readVisitSource(),
    website: (formRef.current?.elements.namedItem(honeypotName) as HTMLInputElement | null)?.value,
    fillMs: draft.fillMs(),
  });
  const errorFor = (field: QuoteField, values: QuoteFormValues) => {
    const result = schema.safeParse(input(values));
    return result.success ? undefined : fieldErrors(result.error)[field];
  };

  function accept(reference: string | null) {
    if (draft.isSent()) return;
    draft.markSent();
    onAccepted({ reference, preferredContact: draft.values.preferredContact });
  }

  const submission = useQuoteSubmit({
    content,
    input: () => input(draft.values),
    draftId,
    ready: draft.ready,
    uploading: attachments.uploadingCount > 0,
    unsentFiles,
    showErrors: fields.show,
    clearSummary: fields.clearSummary,
    onAccepted(reference, request) {
      // An earlier attempt may still wait on the device: it must not be announced again.
      outbox.forget();
      removeQuoteLines(sentLineIds(request));
      accept(reference);
    },
    queue: outbox.queue,
    botCheck: bot,
  });

  // A line edited or removed while the lines show an error: the error follows, as for any field.
  const linesError = fields.errors.lines;
  const recheckLines = useEffectEvent(() => {
    if (linesError) fields.update('lines', errorFor('lines', draft.values));
  });
  // Only a change to the lines re-checks them.
  useEffect(() => recheckLines(), [lines]);

  const change = <F extends keyof QuoteFormValues>(field: F, value: QuoteFormValues[F]) => {
    const next = { ...draft.values, [field]: value };
    draft.setValues(next);
    // Once a field shows an error, it updates as the visitor types, so the fix is confirmed.
    if (fields.errors[field]) fields.update(field, errorFor(field, next));
  };
  // An untouched empty field stays quiet on blur; the submit reports it.
  const blur = (field: TextField) => {
    if (draft.values[field] === '' && !fields.errors[field]) return;
    fields.update(field, errorFor(field, draft.values));
  };

  const startOver = () => {
    for (const item of attachments.items) attachments.remove(item.key);
    fields.reset();
    draft.startOver();
    // The ticket belongs to the old id, so the new one needs a fresh token to swap.
    bot.startOver();
    outbox.reset();
    document.getElementById(fieldId('fullName'))?.focus();
  };

  return { formRef, draft, bot, lines, attachments, fields, outbox, submission, change, blur, startOver };
}

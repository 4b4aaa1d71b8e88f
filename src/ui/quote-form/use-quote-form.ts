// The quote form's state (one store, form-state.ts) and the hooks that do its browser work:
// draft, bot check, uploads, field errors, outbox, submission. The markup (QuoteForm.tsx) reads
// the state and calls the handlers returned here.
import { useEffect, useEffectEvent, useRef } from 'react';
import type { QuoteFormContent } from '../../content/quote-form';
import { fieldErrors, quoteRequestSchemaFor, type QuoteField } from '../../shared/quote-request';
import { useSite } from '../site-context';
import { readVisitSource } from '../visit-source';
import { removeQuoteLines } from '../quote-list/quote-list-store';
import { useFormLines } from '../quote-list/use-form-lines';
import { sentLineIds } from '../quote-list/sent-lines';
import { useAttachmentUploads } from './attachment-uploads';
import { textFields, type QuoteFormValues, type TextField } from './draft';
import { fieldId } from './fields';
import { initialFormState, unsentFiles, uploadedAttachments, type QuoteFormState } from './form-state';
import { useQuoteFormStore } from './form-store';
import { useBotCheck } from './use-bot-check';
import { useFieldErrors } from './use-field-errors';
import { useOutboxStatus } from './use-outbox-status';
import { markSent, startDraftOver, useQuoteDraft } from './use-quote-draft';
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
  const [state, store] = useQuoteFormStore(() => initialFormState(postedValues(handover?.values), handover?.errors));
  const bot = useBotCheck(state, store);
  const lines = useFormLines(search, handover?.lines);
  const uploads = useAttachmentUploads(store, bot.enabled, state.ticket);
  const outbox = useOutboxStatus(store, state.draftId, accept);
  useQuoteDraft(state, {
    formRef,
    store,
    onRestore(saved, chosenFiles) {
      if (saved) outbox.checkQueued(saved.draftId);
      if (chosenFiles.length > 0) uploads.add(chosenFiles);
    },
  });
  const fields = useFieldErrors(state, {
    formRef,
    store,
    invalidSummary: content.submit.invalidSummary,
    botCheckPassed: bot.passed,
    filesUnsent: unsentFiles(state.attachments).length > 0,
    focusOnMount,
  });

  /** Exactly the shape of QuoteRequestInput, before validation; the fill time as of now (the submit). */
  const input = ({ values, attachments, startedAt }: QuoteFormState): Record<QuoteField, unknown> => ({
    ...values,
    // With the browser's ids, so exactly these lines leave the list once the request is accepted.
    lines,
    attachments: uploadedAttachments(attachments).map((upload) => upload.id),
    ...bot.answer,
    source: readVisitSource(),
    website: (formRef.current?.elements.namedItem(honeypotName) as HTMLInputElement | null)?.value,
    fillMs: Date.now() - startedAt,
  });
  const errorFor = (field: QuoteField, values: QuoteFormValues) => {
    const result = schema.safeParse(input({ ...store.getState(), values }));
    return result.success ? undefined : fieldErrors(result.error)[field];
  };

  function accept(reference: string | null) {
    const { sent, values } = store.getState();
    if (sent) return;
    markSent(store);
    onAccepted({ reference, preferredContact: values.preferredContact });
  }

  const submission = useQuoteSubmit({
    content,
    store,
    sending: state.sending,
    input: () => input(store.getState()),
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
  const recheckLines = useEffectEvent(() => {
    const { errors, values } = store.getState();
    if (errors.lines) fields.update('lines', errorFor('lines', values));
  });
  // Only a change to the lines re-checks them.
  useEffect(() => recheckLines(), [lines]);

  const change = <F extends keyof QuoteFormValues>(field: F, value: QuoteFormValues[F]) => {
    store.dispatch({ type: 'changed', values: { [field]: value } });
    // Once a field shows an error, it updates as the visitor types, so the fix is confirmed.
    const { errors, values } = store.getState();
    if (errors[field]) fields.update(field, errorFor(field, values));
  };
  // An untouched empty field stays quiet on blur; the submit reports it.
  const blur = (field: TextField) => {
    const { errors, values } = store.getState();
    if (values[field] === '' && !errors[field]) return;
    fields.update(field, errorFor(field, values));
  };

  const startOver = () => {
    for (const item of store.getState().attachments) uploads.remove(item.key);
    // Errors, summary, values and the ticket go with the old id; a request queued under it is still sent as it was.
    startDraftOver(store);
    bot.retry();
    document.getElementById(fieldId('fullName'))?.focus();
  };

  return { formRef, state, bot, lines, uploads, submission, change, blur, startOver };
}

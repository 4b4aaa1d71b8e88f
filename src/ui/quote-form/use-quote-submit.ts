// Submission: checks the whole request, sends it, and turns each outcome into what the visitor
// sees (thank-you panel, queued on the device, field errors, a toast), focus back on the submit
// button when there is nothing in the form to fix.
import { useEffect, useRef, type FormEvent } from 'react';
import { queuedQuoteToasts } from '../../content/offline';
import type { QuoteFormContent } from '../../content/quote-form';
import { fieldErrors, quoteRequestSchemaFor } from '../../shared/quote-request';
import { useSite } from '../site-context';
import { useToast } from '../hooks/toast';
import { sendQuoteRequest } from './api';
import { unsentFiles, uploadingCount, type FieldErrors } from './form-state';
import type { QuoteFormStore } from './form-store';

interface SubmitOptions {
  content: QuoteFormContent;
  store: QuoteFormStore;
  /** The state's, as rendered. */
  sending: boolean;
  /** The request as it stands, before validation. */
  input(): Record<string, unknown>;
  showErrors(found: FieldErrors): boolean;
  clearSummary(): void;
  /** The server has the request (as sent). */
  onAccepted(reference: string | null, request: Record<string, unknown>): void;
  queue(body: unknown): Promise<boolean>;
  /** The bot check: a fresh token for the next try, or also a new ticket when the worker refused it. */
  botCheck: { retry(): void; startOver(): void };
}

export function useQuoteSubmit(options: SubmitOptions) {
  const { content, store, sending, input, showErrors, clearSummary, onAccepted, queue, botCheck } = options;
  const { toast } = useToast();
  const schema = quoteRequestSchemaFor(useSite().flags.captchaTurnstile);
  const refocusSubmit = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Back on the (re-enabled) submit button after a failure with nothing to fix in the form;
  // while it was disabled it could not hold focus.
  useEffect(() => {
    if (sending || !refocusSubmit.current) return;
    refocusSubmit.current = false;
    submitRef.current?.focus();
  }, [sending]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Not before the draft is restored (a submit then would send an empty form), nor while files are on their way.
    const { sending: busy, ready, attachments, draftId } = store.getState();
    if (busy || uploadingCount(attachments) > 0 || !ready) return;
    const request = input();
    const parsed = schema.safeParse(request);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    // Files the network dropped: sending (or queuing) without them would silently lose them.
    const unsent = unsentFiles(attachments);
    if (unsent.length > 0) {
      showErrors({ attachments: content.attachments.needConnection(unsent) });
      return;
    }

    store.dispatch({ type: 'sending', sending: true });
    clearSummary();
    const outcome = await sendQuoteRequest(request, draftId);
    store.dispatch({ type: 'sending', sending: false });

    if (outcome.kind === 'accepted') {
      toast({
        variant: 'success',
        title: content.toasts.sentTitle,
        description: outcome.reference ? content.toasts.sentDescription(outcome.reference) : undefined,
      });
      onAccepted(outcome.reference, request);
      return;
    }
    // The queued copy carries the ticket, good for a day (a token alone would be refused after 5 minutes).
    if (outcome.kind === 'unreachable' && (await queue(request))) {
      toast({
        variant: 'warning',
        title: queuedQuoteToasts.queuedTitle,
        description: queuedQuoteToasts.queuedDescription,
        duration: 10_000,
      });
      refocusSubmit.current = true;
      return;
    }
    // Turnstile tokens are single-use: whatever happened, the next try needs a new one. A refused
    // bot check means the ticket is no good either (expired, or signed with a key since changed).
    if (outcome.kind === 'rejected' && outcome.fields.turnstileToken) botCheck.startOver();
    else botCheck.retry();
    if (outcome.kind === 'unreachable') {
      toast({ variant: 'destructive', title: content.toasts.offlineTitle, description: content.toasts.offlineDescription });
      refocusSubmit.current = true;
      return;
    }
    const description =
      outcome.status === 429 && outcome.retryAfterSeconds
        ? content.toasts.rateLimited(outcome.retryAfterSeconds)
        : (outcome.message ?? (outcome.status === 429 ? content.toasts.rateLimited(null) : content.toasts.failedFallback));
    toast({ variant: 'destructive', title: content.toasts.failedTitle, description, duration: 10_000 });
    if (!showErrors(outcome.fields)) refocusSubmit.current = true;
  };

  return { submit, submitRef };
}

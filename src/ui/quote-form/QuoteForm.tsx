// The Request a Quote form: checks every field with the shared schema, uploads drawings as
// they are chosen, autosaves a draft, and sends the request with its bot-check ticket (or the
// Turnstile token until the ticket is there). A request the network drops is queued on the device
// (queued-quote-delivery.ts), the draft kept until it goes.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { whatsappHref } from '../../content/business';
import { queuedQuoteToasts } from '../../content/offline';
import type { QuoteFormContent } from '../../content/quote-form';
import {
  contactMethodOptions,
  fieldErrors,
  fieldLimits,
  finishOptions,
  gradeOptions,
  manilaDate,
  quoteRequestSchemaFor,
  quoteServiceOptions,
  type QuoteField,
} from '../../shared/quote-request';
import { privacyPath } from '../../shared/routes';
import { useOnlineStatus } from '../hooks/online-status';
import { useToast } from '../hooks/toast';
import { Link } from '../router';
import { useSite } from '../site-context';
import { sendQuoteRequest } from './api';
import { AttachmentsField } from './AttachmentsField';
import { useBotTicket } from './bot-ticket';
import { clearDraft, initialQuoteValues, randomUuid, readDraft, saveDraft, type QuoteFormValues, type SavedAttachment } from './draft';
import { ChoiceGroup, describedBy, FieldError, fieldId, RequiredMark, SelectField, TextField } from './fields';
import { queueQuoteForLater } from './queued-quote-delivery';
import { loadQueuedQuoteDelivery, queuedQuoteSentEvent, type QueuedQuoteSent } from './queued-quotes';
import { forgetQueuedQuote, isQuoteQueued, outboxAvailable } from './quote-outbox';
import { useTurnstile } from './turnstile';
import { filesChosenBeforeHydration, valuesTypedBeforeHydration } from './typed-before-hydration';
import { useAttachments } from './use-attachments';

type FieldErrors = Partial<Record<QuoteField, string>>;
type ValueField = Exclude<keyof QuoteFormValues, 'privacyConsent'>;

/** Top to bottom as on screen: a failed submit focuses the first of these with an error. */
const fieldOrder: readonly QuoteField[] = [
  'fullName',
  'company',
  'email',
  'phone',
  'preferredContact',
  'service',
  'projectDetails',
  'dimensions',
  'quantity',
  'grade',
  'finish',
  'targetDate',
  'attachments',
  'privacyConsent',
  'turnstileToken',
];

const draftSaveDelayMs = 300;
const turnstileGroupId = fieldId('turnstile');

type BotCheckAnswer = Pick<Record<QuoteField, string | undefined>, 'turnstileToken' | 'botTicket'>;

/** Exactly the shape of QuoteRequestInput, before validation. */
function quoteInput(values: QuoteFormValues, attachmentIds: string[], botCheck: BotCheckAnswer): Record<QuoteField, unknown> {
  return { ...values, attachments: attachmentIds, ...botCheck };
}

export interface AcceptedQuote {
  reference: string | null;
  preferredContact: string;
}

interface QuoteFormProps {
  content: QuoteFormContent;
  onAccepted(accepted: AcceptedQuote): void;
  /** After "Send another request": start the visitor at the first field. */
  focusOnMount?: boolean;
}

export function QuoteForm({ content, onAccepted, focusOnMount = false }: QuoteFormProps) {
  const { business, flags, environment, turnstileSiteKey } = useSite();
  const { toast } = useToast();
  const [values, setValues] = useState<QuoteFormValues>(initialQuoteValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState('');
  const [sending, setSending] = useState(false);
  // False on the server and until the draft is restored: the submit button waits for it.
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [minDate, setMinDate] = useState<string>();
  // The last send failed on the network and waits on the device.
  const [queued, setQueued] = useState(false);
  const online = useOnlineStatus();
  const sendingRef = useRef(false);
  const sentRef = useRef(false);
  const draftIdRef = useRef('');
  const pendingFocus = useRef<QuoteField | null>(null);
  const refocusSubmit = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const draftId = useCallback(() => draftIdRef.current, []);
  const bot = useTurnstile({
    enabled: flags.captchaTurnstile,
    siteKey: turnstileSiteKey,
    development: environment === 'development',
  });
  const botTicket = useBotTicket({ token: bot.token, draftId, online, resetWidget: bot.reset });
  const attachments = useAttachments(draftId, flags.captchaTurnstile ? botTicket.ticket : '');
  const { restore, add } = attachments;
  const { restore: restoreTicket, forget: forgetTicket } = botTicket;

  useEffect(() => {
    const draft = readDraft();
    const form = formRef.current;
    const typed = form ? valuesTypedBeforeHydration(form) : {};
    draftIdRef.current = draft?.draftId ?? randomUuid();
    if (draft || Object.keys(typed).length > 0) setValues({ ...initialQuoteValues, ...draft?.values, ...typed });
    if (draft) {
      restore(draft.attachments);
      restoreTicket(draft.botTicket);
      setRestored(true);
      if (outboxAvailable()) isQuoteQueued(draft.draftId).then(setQueued, () => undefined);
    }
    const chosen = form ? filesChosenBeforeHydration(form) : [];
    if (chosen.length > 0) add(chosen);
    setMinDate(manilaDate(new Date()));
    setReady(true);
    if (focusOnMount) document.getElementById(fieldId('fullName'))?.focus();
  }, [restore, restoreTicket, add, focusOnMount]);

  // The page's queued-quote sender, fetched while the form is on screen and online: should the
  // send fail offline with no service worker, nothing could fetch it then, and Chromium does not
  // retry an import that failed. Its code already came with the form (queueQuoteForLater);
  // what this fetches is the small file the bundler makes for the dynamic import.
  useEffect(() => {
    loadQueuedQuoteDelivery().catch(() => undefined);
  }, []);

  // Autosave, debounced; the latest state is also written when the visitor leaves, so the
  // last keystrokes before a navigation or a closed tab are not lost.
  const uploadedJson = JSON.stringify(attachments.uploaded);
  const ticketIssued = botTicket.issued;
  const latest = useRef({ values, uploadedJson, ticketIssued });
  latest.current = { values, uploadedJson, ticketIssued };
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      if (!sentRef.current) saveDraft(draftIdRef.current, values, JSON.parse(uploadedJson) as SavedAttachment[], ticketIssued);
    }, draftSaveDelayMs);
    return () => clearTimeout(timer);
  }, [ready, values, uploadedJson, ticketIssued]);
  useEffect(() => {
    if (!ready) return;
    const saveNow = () => {
      if (sentRef.current) return;
      const { values: latestValues, uploadedJson: latestUploads, ticketIssued: latestTicket } = latest.current;
      saveDraft(draftIdRef.current, latestValues, JSON.parse(latestUploads) as SavedAttachment[], latestTicket);
    };
    window.addEventListener('pagehide', saveNow);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      saveNow();
    };
  }, [ready]);

  // A queued request of this form has been sent (by the Layout's delivery or the service worker).
  useEffect(() => {
    const onSent = (event: Event) => {
      const { draftId: sentDraftId, reference } = (event as CustomEvent<QueuedQuoteSent>).detail;
      if (sentDraftId !== draftIdRef.current || sentRef.current) return;
      sentRef.current = true;
      clearDraft();
      onAccepted({ reference, preferredContact: latest.current.values.preferredContact });
    };
    window.addEventListener(queuedQuoteSentEvent, onSent);
    return () => window.removeEventListener(queuedQuoteSentEvent, onSent);
  }, [onAccepted]);

  // Back on the (re-enabled) submit button after a failure with nothing to fix in the form;
  // while it was disabled it could not hold focus.
  useEffect(() => {
    if (sending || !refocusSubmit.current) return;
    refocusSubmit.current = false;
    submitRef.current?.focus();
  }, [sending]);

  // A fresh bot-check token or ticket answers a "please complete the bot check" error.
  const botCheckPassed = Boolean(bot.token || botTicket.ticket);
  useEffect(() => {
    if (botCheckPassed) setErrors((current) => (current.turnstileToken ? { ...current, turnstileToken: undefined } : current));
  }, [botCheckPassed]);

  // Focus moves once the error text is rendered, so screen readers read it with the field.
  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    if (field === 'turnstileToken') {
      document.getElementById(turnstileGroupId)?.focus();
      return;
    }
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>(`[name="${field}"]:checked`) ?? form?.querySelector<HTMLElement>(`[name="${field}"]`);
    target?.focus();
  }, [errors]);

  // The ticket once the form has one: unlike the token, it is still good when a queued request goes hours later.
  const botCheck: BotCheckAnswer = !flags.captchaTurnstile
    ? { turnstileToken: undefined, botTicket: undefined }
    : botTicket.ticket
      ? { turnstileToken: undefined, botTicket: botTicket.ticket }
      : { turnstileToken: bot.token ?? '', botTicket: undefined };
  const attachmentIds = attachments.uploaded.map((upload) => upload.id);
  // Dropped by the network: sending (or queuing) without them would silently lose the files.
  const unsentFiles = attachments.items.filter((item) => item.status === 'failed' && item.retryable).map((item) => item.name);
  const unsentKey = unsentFiles.join('\n');
  // Once every dropped file is uploaded again or removed, its "needs a connection" error goes.
  useEffect(() => {
    if (unsentKey === '') setErrors((current) => (current.attachments ? { ...current, attachments: undefined } : current));
  }, [unsentKey]);

  const errorFor = (field: QuoteField, candidate: QuoteFormValues): string | undefined => {
    const result = quoteRequestSchemaFor(flags.captchaTurnstile).safeParse(quoteInput(candidate, attachmentIds, botCheck));
    return result.success ? undefined : fieldErrors(result.error)[field];
  };

  const change = <F extends keyof QuoteFormValues>(field: F, value: QuoteFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, it updates as the visitor types, so the fix is confirmed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: errorFor(field, next) }));
  };

  // An untouched empty field stays quiet on blur; the submit reports it.
  const blur = (field: ValueField) => {
    if (values[field] === '' && !errors[field]) return;
    setErrors((current) => ({ ...current, [field]: errorFor(field, values) }));
  };

  const showErrors = (found: FieldErrors) => {
    const invalid = fieldOrder.filter((field) => found[field]);
    pendingFocus.current = invalid[0] ?? null;
    setErrors(found);
    setSummary(invalid.length > 0 ? content.submit.invalidSummary(invalid.length) : '');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current || attachments.uploadingCount > 0) return;
    const input = quoteInput(values, attachmentIds, botCheck);
    const parsed = quoteRequestSchemaFor(flags.captchaTurnstile).safeParse(input);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    if (unsentFiles.length > 0) {
      showErrors({ attachments: content.attachments.needConnection(unsentFiles) });
      return;
    }

    sendingRef.current = true;
    setSending(true);
    setSummary('');
    const outcome = await sendQuoteRequest(input, draftIdRef.current);
    sendingRef.current = false;
    setSending(false);

    if (outcome.kind === 'accepted') {
      sentRef.current = true;
      clearDraft();
      // An earlier attempt may still wait on the device: it must not be announced again.
      if (outboxAvailable()) void forgetQueuedQuote(draftIdRef.current).catch(() => undefined);
      toast({
        variant: 'success',
        title: content.toasts.sentTitle,
        description: outcome.reference ? content.toasts.sentDescription(outcome.reference) : undefined,
      });
      onAccepted({ reference: outcome.reference, preferredContact: values.preferredContact });
      return;
    }

    // The queued copy carries the ticket, good for a day (a token alone would be refused after 5 minutes).
    if (outcome.kind === 'unreachable' && (await queueQuoteForLater(draftIdRef.current, input))) {
      setQueued(true);
      toast({ variant: 'warning', title: queuedQuoteToasts.queuedTitle, description: queuedQuoteToasts.queuedDescription, duration: 10_000 });
      refocusSubmit.current = true;
      return;
    }

    // Turnstile tokens are single-use: whatever happened, the next try needs a new one. A refused
    // bot check means the ticket is no good either (expired, or signed with a key since changed).
    if (outcome.kind === 'rejected' && outcome.fields.turnstileToken) forgetTicket();
    bot.reset();
    if (outcome.kind === 'unreachable') {
      toast({ variant: 'destructive', title: content.toasts.offlineTitle, description: content.toasts.offlineDescription });
      refocusSubmit.current = true;
      return;
    }
    const known: FieldErrors = {};
    for (const field of fieldOrder) if (outcome.fields[field]) known[field] = outcome.fields[field];
    const description =
      outcome.status === 429 && outcome.retryAfterSeconds
        ? content.toasts.rateLimited(outcome.retryAfterSeconds)
        : (outcome.message ?? (outcome.status === 429 ? content.toasts.rateLimited(null) : content.toasts.failedFallback));
    toast({ variant: 'destructive', title: content.toasts.failedTitle, description, duration: 10_000 });
    if (Object.keys(known).length > 0) showErrors(known);
    else refocusSubmit.current = true;
  };

  const startOver = () => {
    for (const item of attachments.items) attachments.remove(item.key);
    setValues(initialQuoteValues);
    setErrors({});
    setSummary('');
    setRestored(false);
    clearDraft();
    // A new request gets a new id: one already queued under the old id is still sent as it was.
    // The ticket belongs to the old id, so the new one needs a fresh token to swap.
    draftIdRef.current = randomUuid();
    forgetTicket();
    bot.reset();
    setQueued(false);
    document.getElementById(fieldId('fullName'))?.focus();
  };

  const { labels, hints } = content;
  const uploading = attachments.uploadingCount;
  const waitingId = `${fieldId('submit')}-waiting`;
  const text = (field: ValueField) => ({
    field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => change(field, value),
    onBlur: () => blur(field),
  });

  return (
    <form ref={formRef} className="quote-form" method="post" noValidate onSubmit={submit} aria-describedby="quote-required-note">
      <p className="quote-form__required" id="quote-required-note">
        <RequiredMark /> {content.requiredNote}
      </p>
      {restored && (
        <div className="quote-form__restored" role="status">
          <p>{content.draftRestored}</p>
          <button type="button" className="button button--secondary button--small" onClick={startOver}>
            {content.startOver}
          </button>
        </div>
      )}

      <div className="form-group">
        <h3 className="form-group__title">{content.groups.contact}</h3>
        <div className="form-grid">
          <TextField {...text('fullName')} label={labels.fullName} required autoComplete="name" maxLength={fieldLimits.fullName} />
          <TextField {...text('company')} label={labels.company} autoComplete="organization" maxLength={fieldLimits.company} />
          <TextField
            {...text('email')}
            label={labels.email}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={fieldLimits.email}
            hint={hints.email}
          />
          <TextField {...text('phone')} label={labels.phone} required type="tel" inputMode="tel" autoComplete="tel" hint={hints.phone} />
          <ChoiceGroup {...text('preferredContact')} label={labels.preferredContact} options={contactMethodOptions} />
        </div>
      </div>

      <div className="form-group">
        <h3 className="form-group__title">{content.groups.project}</h3>
        <div className="form-grid">
          <SelectField
            {...text('service')}
            label={labels.service}
            required
            wide
            options={quoteServiceOptions}
            prompt={content.servicePrompt}
          />
          <TextField
            {...text('projectDetails')}
            label={labels.projectDetails}
            required
            wide
            multiline
            maxLength={fieldLimits.projectDetails}
            placeholder={content.placeholders.projectDetails}
            hint={hints.projectDetails}
          />
          <TextField {...text('dimensions')} label={labels.dimensions} maxLength={fieldLimits.dimensions} hint={hints.dimensions} />
          <TextField {...text('quantity')} label={labels.quantity} maxLength={fieldLimits.quantity} hint={hints.quantity} />
          <ChoiceGroup {...text('grade')} label={labels.grade} required options={gradeOptions} />
          <SelectField {...text('finish')} label={labels.finish} options={finishOptions} />
          <TextField {...text('targetDate')} label={labels.targetDate} type="date" min={minDate} hint={hints.targetDate} />
        </div>
      </div>

      <div className="form-group">
        <h3 className="form-group__title">{content.groups.drawings}</h3>
        <AttachmentsField content={content} attachments={attachments} error={errors.attachments} disabled={sending} />
      </div>

      <div className="form-group form-group--last">
        <h3 className="form-group__title">{content.groups.send}</h3>
        <div className="field consent">
          <div className="consent__row">
            <input
              type="checkbox"
              id={fieldId('privacyConsent')}
              name="privacyConsent"
              className="consent__box"
              checked={values.privacyConsent}
              required
              aria-invalid={errors.privacyConsent ? true : undefined}
              aria-describedby={describedBy('privacyConsent', undefined, errors.privacyConsent)}
              onChange={(event) => change('privacyConsent', event.target.checked)}
            />
            <label htmlFor={fieldId('privacyConsent')} className="consent__label">
              {content.consent.before}
              <Link href={privacyPath}>{content.consent.linkText}</Link>
              {content.consent.after}
              <RequiredMark />
            </label>
          </div>
          <FieldError field="privacyConsent" error={errors.privacyConsent} />
        </div>

        {flags.captchaTurnstile && (
          <div
            className="field turnstile-field"
            id={turnstileGroupId}
            role="group"
            aria-label={content.turnstile.label}
            aria-describedby={describedBy('turnstileToken', undefined, errors.turnstileToken)}
            tabIndex={-1}
          >
            <div ref={bot.containerRef} className="turnstile-field__widget" />
            {bot.status === 'loading' && <p className="field__hint">{content.turnstile.loading}</p>}
            {bot.status === 'development-token' && <p className="turnstile-field__note">{content.turnstile.devFallback}</p>}
            {bot.status === 'error' && <p className="field__hint">{content.turnstile.failed}</p>}
            {bot.status === 'unavailable' && (
              <p className="field__error field__error--block" role="alert">
                {content.turnstile.unavailable}{' '}
                <a href={whatsappHref(business)} target="_blank" rel="noopener noreferrer">
                  {content.turnstile.whatsappLink}
                </a>
              </p>
            )}
            <FieldError field="turnstileToken" error={errors.turnstileToken} />
          </div>
        )}

        <div className="form-actions">
          <button
            ref={submitRef}
            type="submit"
            className="button button--primary form-actions__submit"
            disabled={!ready || sending || uploading > 0}
            aria-busy={sending || undefined}
            aria-describedby={uploading > 0 ? waitingId : undefined}
          >
            {sending && <span className="spinner spinner--small" aria-hidden="true" />}
            {sending ? content.submit.busy : content.submit.idle}
          </button>
          {uploading > 0 && (
            <p className="form-actions__note" id={waitingId}>
              {content.submit.waitingForUploads(uploading)}
            </p>
          )}
          <p className="form-actions__status" role="status">
            {queued ? content.submit.queued : online ? '' : content.submit.offline}
          </p>
          <p className="form-actions__summary" role="status">
            {summary}
          </p>
          <noscript>
            <p className="form-actions__note">{content.submit.needsScript}</p>
          </noscript>
        </div>
      </div>
    </form>
  );
}

// The Request a Quote form's markup: it reads the form's state (form-state.ts); what the form
// does (draft, field errors and focus, bot check, uploads, outbox, submission) is wired in
// use-quote-form.ts.
import type { QuoteFormContent } from '../../content/quote-form';
import { contactMethodOptions, fieldLimits, finishOptions, gradeOptions, quoteServiceOptions } from '../../shared/quote-request';
import { quotePath } from '../../shared/routes';
import { formStampField } from '../../shared/api';
import { useOnlineStatus } from '../hooks/online-status';
import { useTracker } from '../hooks/tracker';
import { useSite } from '../site-context';
import { AttachmentsField } from './AttachmentsField';
import { BotCheckField } from './BotCheckField';
import { ConsentField } from './ConsentField';
import type { TextField } from './draft';
import { fieldId, ChoiceGroup, RequiredMark, SelectField, TextField as TextInput } from './fields';
import { uploadingCount } from './form-state';
import { honeypotName, useQuoteForm, type AcceptedQuote } from './use-quote-form';
import { QuoteListField } from '../quote-list/QuoteListField';

export type { AcceptedQuote };

interface QuoteFormProps {
  content: QuoteFormContent;
  onAccepted(accepted: AcceptedQuote): void;
  /** After "Send another request": start the visitor at the first field. */
  focusOnMount?: boolean;
  /** See QuoteRequestProps. */
  search?: string;
}

export function QuoteForm({ content, onAccepted, focusOnMount = false, search }: QuoteFormProps) {
  const { quoteForm: handover } = useSite();
  const online = useOnlineStatus();
  const tracker = useTracker();
  const { formRef, state, bot, lines, uploads, submission, change, blur, startOver } = useQuoteForm({
    content,
    onAccepted,
    focusOnMount,
    search,
  });
  const { values, ready, restored, errors, summary, sending, queued } = state;
  const { submit, submitRef } = submission;
  const { labels, hints } = content;
  const uploading = uploadingCount(state.attachments);
  const waitingId = `${fieldId('submit')}-waiting`;
  const text = (field: TextField) => ({
    field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => change(field, value),
    onBlur: () => blur(field),
  });

  // Any field, choice or file: the first edit is the funnel's "started the form" (sent once a page load).
  return (
    // Without scripts (or before they run) Send posts the form itself to the worker, files and all.
    <form
      ref={formRef}
      className="quote-form"
      action={quotePath}
      method="post"
      encType="multipart/form-data"
      noValidate
      data-ready={ready || undefined}
      onSubmit={submit}
      onInput={tracker.formStart}
      aria-describedby="quote-required-note"
    >
      <input type="hidden" name={formStampField} value={handover?.stamp ?? ''} />
      {handover?.message && (
        <p className="field__error field__error--block" role="alert">
          {handover.message}
        </p>
      )}
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
          <TextInput {...text('fullName')} label={labels.fullName} required autoComplete="name" maxLength={fieldLimits.fullName} />
          <TextInput {...text('company')} label={labels.company} autoComplete="organization" maxLength={fieldLimits.company} />
          <TextInput
            {...text('email')}
            label={labels.email}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={fieldLimits.email}
            hint={hints.email}
          />
          <TextInput {...text('phone')} label={labels.phone} required type="tel" inputMode="tel" autoComplete="tel" hint={hints.phone} />
          <ChoiceGroup {...text('preferredContact')} label={labels.preferredContact} options={contactMethodOptions} />
        </div>
      </div>

      <QuoteListField content={content} lines={lines} error={errors.lines} disabled={sending} />
      {/* The lines as a post without scripts sends them; their quantity and note fields override. */}
      {lines.length > 0 && <input type="hidden" name="lines" value={JSON.stringify(lines)} />}

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
          <TextInput
            {...text('projectDetails')}
            label={labels.projectDetails}
            required={lines.length === 0}
            wide
            multiline
            maxLength={fieldLimits.projectDetails}
            placeholder={content.placeholders.projectDetails}
            hint={lines.length === 0 ? hints.projectDetails : content.lines.projectDetailsHint}
          />
          <TextInput {...text('dimensions')} label={labels.dimensions} maxLength={fieldLimits.dimensions} hint={hints.dimensions} />
          <TextInput {...text('quantity')} label={labels.quantity} maxLength={fieldLimits.quantity} hint={hints.quantity} />
          <ChoiceGroup {...text('grade')} label={labels.grade} required options={gradeOptions} />
          <SelectField {...text('finish')} label={labels.finish} options={finishOptions} />
          <TextInput {...text('targetDate')} label={labels.targetDate} type="date" min={state.minDate} hint={hints.targetDate} />
        </div>
      </div>

      <div className="form-group">
        <h3 className="form-group__title">{content.groups.drawings}</h3>
        <AttachmentsField content={content} state={state} uploads={uploads} error={errors.attachments} disabled={sending} />
      </div>

      {/* The honeypot: off screen rather than display:none (bots skip hidden fields), out of the tab order. */}
      <div className="visually-hidden">
        <label htmlFor={fieldId(honeypotName)}>{content.honeypotLabel}</label>
        <input id={fieldId(honeypotName)} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="form-group form-group--last">
        <h3 className="form-group__title">{content.groups.send}</h3>
        <ConsentField
          content={content.consent}
          checked={values.privacyConsent}
          error={errors.privacyConsent}
          onChange={(checked) => change('privacyConsent', checked)}
        />
        {bot.enabled && <BotCheckField content={content.turnstile} widget={bot.widget} error={errors.turnstileToken} ready={ready} />}

        <div className="form-actions">
          <button
            ref={submitRef}
            type="submit"
            className="button button--primary form-actions__submit"
            disabled={sending || uploading > 0}
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
        </div>
      </div>
    </form>
  );
}

// Field validation and focus: each field's error, the summary after a failed submit, and focus
// on the first field in error, top to bottom as on screen.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { manilaDay } from '../../shared/business-time';
import { quoteRequestSchema, type QuoteField } from '../../shared/quote-request';
import { fieldId } from './fields';

export type FieldErrors = Partial<Record<QuoteField, string>>;

export const turnstileGroupId = fieldId('turnstile');

/** Every field with a place on screen for its error: the ticket's show at the bot check (turnstileToken). */
const shownFields = Object.keys(quoteRequestSchema.shape).filter((field): field is QuoteField => field !== 'botTicket');

interface FieldErrorOptions {
  formRef: RefObject<HTMLFormElement | null>;
  /** The summary after a failed submit. */
  invalidSummary(count: number): string;
  /** A fresh token or ticket answers a "please complete the bot check" error. */
  botCheckPassed: boolean;
  /** Files the network dropped: their "needs a connection" error goes once none is left. */
  filesUnsent: boolean;
  /** After "Send another request": start the visitor at the first field. */
  focusOnMount: boolean;
  /** The worker's messages for a post sent without scripts. */
  initialErrors?: FieldErrors;
}

export function useFieldErrors({ formRef, invalidSummary, botCheckPassed, filesUnsent, focusOnMount, initialErrors }: FieldErrorOptions) {
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  const [summary, setSummary] = useState('');
  // The target date's earliest day, today in Manila: set in the browser, whose clock the server's HTML cannot know.
  const [minDate, setMinDate] = useState<string>();
  const focusPending = useRef(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's clock, read after hydration so the first render matches the server's HTML
    setMinDate(manilaDay(new Date()));
    if (focusOnMount) document.getElementById(fieldId('fullName'))?.focus();
  }, [focusOnMount]);

  const drop = (field: QuoteField) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- also runs once after hydration, which a render-time update would not; kept as it was
    if (botCheckPassed) drop('turnstileToken');
  }, [botCheckPassed]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- also runs once after hydration (clearing a server-rendered attachments error); kept as it was
    if (!filesUnsent) drop('attachments');
  }, [filesUnsent]);

  // Focus moves once the error text is rendered, so screen readers read it with the field.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const form = formRef.current;
    // Every control marks itself aria-invalid while it has an error; the bot check comes last.
    const first = form?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    if (!first) {
      if (errors.turnstileToken) document.getElementById(turnstileGroupId)?.focus();
      return;
    }
    (form?.querySelector<HTMLElement>(`[name="${first.name}"]:checked`) ?? first).focus();
  }, [errors, formRef]);

  return {
    errors,
    summary,
    minDate,
    /** Shows what a failed submit found (the form's check or the server's), focusing the first; false: nothing to show. */
    show(found: FieldErrors): boolean {
      const shown: FieldErrors = {};
      for (const field of shownFields) if (found[field]) shown[field] = found[field];
      const count = Object.keys(shown).length;
      focusPending.current = count > 0;
      setErrors(shown);
      setSummary(count > 0 ? invalidSummary(count) : '');
      return count > 0;
    },
    /** The field's error as it stands now (undefined: fixed). */
    update(field: QuoteField, error: string | undefined) {
      setErrors((current) => ({ ...current, [field]: error }));
    },
    clearSummary: () => setSummary(''),
    reset() {
      setErrors({});
      setSummary('');
    },
  };
}

// Field validation and focus: each field's error, the summary after a failed submit, and focus
// on the first field in error, top to bottom as on screen.
import { useEffect, type RefObject } from 'react';
import { manilaDay } from '../../shared/business-time';
import { quoteRequestSchema, type QuoteField } from '../../shared/quote-request';
import { fieldId } from './fields';
import type { FieldErrors, QuoteFormState } from './form-state';
import type { QuoteFormStore } from './form-store';

export const turnstileGroupId = fieldId('turnstile');

/** Every field with a place on screen for its error: the ticket's show at the bot check (turnstileToken). */
const shownFields = Object.keys(quoteRequestSchema.shape).filter((field): field is QuoteField => field !== 'botTicket');

interface FieldErrorOptions {
  formRef: RefObject<HTMLFormElement | null>;
  store: QuoteFormStore;
  /** The summary after a failed submit. */
  invalidSummary(count: number): string;
  /** A fresh token or ticket answers a "please complete the bot check" error. */
  botCheckPassed: boolean;
  /** Files the network dropped: their "needs a connection" error goes once none is left. */
  filesUnsent: boolean;
  /** After "Send another request": start the visitor at the first field. */
  focusOnMount: boolean;
}

export function useFieldErrors(state: QuoteFormState, options: FieldErrorOptions) {
  const { formRef, store, invalidSummary, botCheckPassed, filesUnsent, focusOnMount } = options;
  const { dispatch } = store;

  useEffect(() => {
    // The browser's clock, read after hydration so the first render matches the server's HTML.
    dispatch({ type: 'minDateKnown', minDate: manilaDay(new Date()) });
    if (focusOnMount) document.getElementById(fieldId('fullName'))?.focus();
  }, [dispatch, focusOnMount]);

  // Both also run once after hydration (clearing a server-rendered error).
  useEffect(() => {
    if (botCheckPassed) dispatch({ type: 'errorChanged', field: 'turnstileToken', error: undefined });
  }, [dispatch, botCheckPassed]);
  useEffect(() => {
    if (!filesUnsent) dispatch({ type: 'errorChanged', field: 'attachments', error: undefined });
  }, [dispatch, filesUnsent]);

  // Focus moves once the error text is rendered, so screen readers read it with the field.
  const { errorsFound } = state;
  useEffect(() => {
    if (errorsFound === 0) return;
    const form = formRef.current;
    // Every control marks itself aria-invalid while it has an error; the bot check comes last.
    const first = form?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    if (!first) {
      if (store.getState().errors.turnstileToken) document.getElementById(turnstileGroupId)?.focus();
      return;
    }
    (form?.querySelector<HTMLElement>(`[name="${first.name}"]:checked`) ?? first).focus();
  }, [errorsFound, formRef, store]);

  return {
    /** Shows what a failed submit found (the form's check or the server's), focusing the first; false: nothing to show. */
    show(found: FieldErrors): boolean {
      const shown: FieldErrors = {};
      for (const field of shownFields) if (found[field]) shown[field] = found[field];
      const count = Object.keys(shown).length;
      dispatch({ type: 'errorsFound', errors: shown, summary: count > 0 ? invalidSummary(count) : '' });
      return count > 0;
    },
    /** The field's error as it stands now (undefined: fixed). */
    update: (field: QuoteField, error: string | undefined) => dispatch({ type: 'errorChanged', field, error }),
    clearSummary: () => dispatch({ type: 'summaryCleared' }),
  };
}

// On a slow phone the visitor may start filling the server-rendered form before its code has
// run. React keeps that text on screen while it hydrates, but the form's state starts empty and
// its next render would write the empty values back: the form reads them first, and uploads
// any drawing already chosen.
import { initialQuoteValues, textFields, type QuoteFormValues } from './draft';

/** The fields whose controls differ from what the server rendered (the initial values). */
export function valuesTypedBeforeHydration(form: HTMLFormElement): Partial<QuoteFormValues> {
  const typed: Partial<QuoteFormValues> = {};
  for (const field of textFields) {
    // An input, textarea or select has a value; so has a radio group (the checked one's, or '').
    const value = (form.elements.namedItem(field) as HTMLInputElement | RadioNodeList | null)?.value;
    if (value !== undefined && value !== initialQuoteValues[field]) typed[field] = value;
  }
  const consent = form.elements.namedItem('privacyConsent');
  if (consent instanceof HTMLInputElement && consent.checked) typed.privacyConsent = true;
  return typed;
}

/** Files chosen before the form was interactive (no upload started for them); the input is cleared. */
export function filesChosenBeforeHydration(form: HTMLFormElement): File[] {
  const input = form.elements.namedItem('attachments');
  if (!(input instanceof HTMLInputElement) || !input.files?.length) return [];
  const files = [...input.files];
  input.value = '';
  return files;
}

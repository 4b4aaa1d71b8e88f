// On a slow phone the visitor may start filling the server-rendered form before its code has
// run. React keeps that text on screen while it hydrates, but the form's state starts empty and
// its next render would write the empty values back: the form reads them first, and uploads
// any drawing already chosen.
import { initialQuoteValues, type QuoteFormValues } from './draft';

type TextField = Exclude<keyof QuoteFormValues, 'privacyConsent'>;

/** The fields whose controls differ from what the server rendered (the initial values). */
export function valuesTypedBeforeHydration(form: HTMLFormElement): Partial<QuoteFormValues> {
  const typed: Partial<QuoteFormValues> = {};
  for (const field of Object.keys(initialQuoteValues) as (keyof QuoteFormValues)[]) {
    const control = form.elements.namedItem(field);
    if (field === 'privacyConsent') {
      if (control instanceof HTMLInputElement && control.checked) typed.privacyConsent = true;
      continue;
    }
    // An input, textarea or select has a value; so has a radio group (the checked one's, or '').
    const value = (control as HTMLInputElement | RadioNodeList | null)?.value;
    if (value !== undefined && value !== initialQuoteValues[field as TextField]) typed[field as TextField] = value;
  }
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

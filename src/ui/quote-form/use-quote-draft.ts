// Draft persistence: the form's values start from the saved draft (and whatever the visitor
// typed before hydration), are saved as they change and when the visitor leaves, and are
// forgotten once the request is sent.
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { usableTicket } from './bot-ticket';
import { clearDraft, initialQuoteValues, randomUuid, readDraft, saveDraft, type QuoteDraft } from './draft';
import { uploadedAttachments, type QuoteFormState } from './form-state';
import type { QuoteFormStore } from './form-store';
import { filesChosenBeforeHydration, valuesTypedBeforeHydration } from './typed-before-hydration';

const draftSaveDelayMs = 300;

interface DraftOptions {
  formRef: RefObject<HTMLFormElement | null>;
  store: QuoteFormStore;
  /** Takes back what the draft holds outside the state (an outbox entry) and the files chosen before hydration. */
  onRestore(draft: QuoteDraft | null, chosenFiles: File[]): void;
}

function save({ sent, draftId, values, attachments, ticket, startedAt }: QuoteFormState) {
  if (!sent) saveDraft(draftId, values, uploadedAttachments(attachments), ticket, startedAt);
}

export function useQuoteDraft(state: QuoteFormState, { formRef, store, onRestore }: DraftOptions) {
  const restore = useEffectEvent(() => {
    const draft = readDraft();
    const form = formRef.current;
    const typed = form ? valuesTypedBeforeHydration(form) : {};
    store.dispatch({
      type: 'restored',
      draftId: draft?.draftId ?? randomUuid(),
      // A new form was shown when the page began loading (the server rendered it; the visitor may
      // type before this code runs). A draft from before start times were kept counts as old.
      startedAt: draft ? (draft.startedAt ?? 0) : Math.round(performance.timeOrigin),
      values: draft || Object.keys(typed).length > 0 ? { ...initialQuoteValues, ...draft?.values, ...typed } : store.getState().values,
      restored: Boolean(draft),
      attachments: draft?.attachments ?? [],
      // Taken back while it is still good.
      ticket: usableTicket(draft?.botTicket) ? (draft?.botTicket ?? null) : null,
    });
    onRestore(draft, form ? filesChosenBeforeHydration(form) : []);
  });
  useEffect(() => restore(), []);

  // Autosave, debounced; the latest state is also written when the visitor leaves, so the
  // last keystrokes before a navigation or a closed tab are not lost.
  const { ready, values, ticket } = state;
  const uploadedJson = JSON.stringify(uploadedAttachments(state.attachments));
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => save(store.getState()), draftSaveDelayMs);
    return () => clearTimeout(timer);
  }, [ready, values, uploadedJson, ticket, store]);
  useEffect(() => {
    if (!ready) return;
    const onPageHide = () => save(store.getState());
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      onPageHide();
    };
  }, [ready, store]);
}

/** True once this draft's request has gone: the draft is forgotten and never saved again. */
export function markSent(store: QuoteFormStore) {
  store.dispatch({ type: 'sent' });
  clearDraft();
}

/** A new request gets a new id: one already queued under the old id is still sent as it was. */
export function startDraftOver(store: QuoteFormStore) {
  clearDraft();
  store.dispatch({ type: 'startedOver', draftId: randomUuid(), startedAt: Date.now() });
}

// Draft persistence: the form's values start from the saved draft (and whatever the visitor
// typed before hydration), are saved as they change and when the visitor leaves, and are
// forgotten once the request is sent.
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { BotTicketIssued } from '../../shared/api';
import {
  clearDraft,
  initialQuoteValues,
  randomUuid,
  readDraft,
  saveDraft,
  type QuoteDraft,
  type QuoteFormValues,
  type SavedAttachment,
} from './draft';
import { filesChosenBeforeHydration, valuesTypedBeforeHydration } from './typed-before-hydration';

const draftSaveDelayMs = 300;

interface DraftOptions {
  formRef: RefObject<HTMLFormElement | null>;
  /** Set here: the restored draft's id, or a new one. */
  draftIdRef: RefObject<string>;
  uploaded: SavedAttachment[];
  ticketIssued: BotTicketIssued | null;
  /** What a post without scripts sent, when the worker rendered the form again with it. */
  posted?: Partial<QuoteFormValues>;
  /** Takes back what the draft kept beside the values (uploads, ticket) and the files chosen before hydration. */
  onRestore(draft: QuoteDraft | null, chosenFiles: File[]): void;
}

export function useQuoteDraft({ formRef, draftIdRef, uploaded, ticketIssued, posted, onRestore }: DraftOptions) {
  const [values, setValues] = useState<QuoteFormValues>(() => ({ ...initialQuoteValues, ...posted }));
  // False on the server and until the draft is restored: the submit button waits for it.
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const sentRef = useRef(false);
  const startedAtRef = useRef(0);
  const restore = useEffectEvent(onRestore);

  useEffect(() => {
    const draft = readDraft();
    const form = formRef.current;
    const typed = form ? valuesTypedBeforeHydration(form) : {};
    draftIdRef.current = draft?.draftId ?? randomUuid();
    // A new form was shown when the page began loading (the server rendered it; the visitor may
    // type before this code runs). A draft from before start times were kept counts as old.
    startedAtRef.current = draft ? (draft.startedAt ?? 0) : Math.round(performance.timeOrigin);
    if (draft || Object.keys(typed).length > 0) setValues({ ...initialQuoteValues, ...draft?.values, ...typed });
    setRestored(Boolean(draft));
    restore(draft, form ? filesChosenBeforeHydration(form) : []);
    setReady(true);
  }, [formRef, draftIdRef]);

  // Autosave, debounced; the latest state is also written when the visitor leaves, so the
  // last keystrokes before a navigation or a closed tab are not lost.
  const uploadedJson = JSON.stringify(uploaded);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      if (!sentRef.current)
        saveDraft(draftIdRef.current, values, JSON.parse(uploadedJson) as SavedAttachment[], ticketIssued, startedAtRef.current);
    }, draftSaveDelayMs);
    return () => clearTimeout(timer);
  }, [ready, values, uploadedJson, ticketIssued, draftIdRef]);
  // With the latest state, whenever it is called.
  const saveNow = useEffectEvent(() => {
    if (sentRef.current) return;
    saveDraft(draftIdRef.current, values, JSON.parse(uploadedJson) as SavedAttachment[], ticketIssued, startedAtRef.current);
  });
  useEffect(() => {
    if (!ready) return;
    const onPageHide = () => saveNow();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      saveNow();
    };
  }, [ready]);

  return {
    values,
    setValues,
    ready,
    restored,
    /** Milliseconds since this request was first shown, across reloads of its draft. */
    fillMs: () => Date.now() - startedAtRef.current,
    /** True once this draft's request has gone (from the form or from the outbox). */
    isSent: () => sentRef.current,
    markSent() {
      sentRef.current = true;
      clearDraft();
    },
    /** A new request gets a new id: one already queued under the old id is still sent as it was. */
    startOver() {
      setValues(initialQuoteValues);
      setRestored(false);
      clearDraft();
      draftIdRef.current = randomUuid();
      startedAtRef.current = Date.now();
    },
  };
}

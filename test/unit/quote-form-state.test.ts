import { describe, expect, it, vi } from 'vitest';
import { initialQuoteValues } from '../../src/ui/quote-form/draft';
import { initialFormState, uploadingCount, type Attachment } from '../../src/ui/quote-form/form-state';
import { createQuoteFormStore } from '../../src/ui/quote-form/form-store';
import { maxAttachments } from '../../src/shared/upload-rules';

const draftId = '0b6f3a52-5a0f-4e8e-9d3c-2f1f6c7b9a10';
const saved = (index: number) => ({
  id: `5d1f0c8e-2b7a-4c3e-8f6d-1a2b3c4d5e${String(index).padStart(2, '0')}`,
  name: `plan-${index}.pdf`,
  size: 1200,
});
const row = (key: string, status: Attachment['status']): Attachment => ({
  key,
  name: `${key}.pdf`,
  size: 10,
  status,
  progress: 0,
  uploadId: null,
  error: null,
  retryable: false,
});

function restoredStore() {
  const store = createQuoteFormStore(initialFormState({ fullName: 'Posted name' }));
  store.dispatch({
    type: 'restored',
    draftId,
    startedAt: 1,
    values: { ...initialQuoteValues, fullName: 'Juan dela Cruz' },
    restored: true,
    attachments: [saved(1)],
    ticket: { ticket: 't', expiresAt: '2026-11-30T00:00:00Z' },
  });
  return store;
}

describe('quote form state', () => {
  it('starts from what a post without scripts sent, not ready until the draft is read', () => {
    const state = createQuoteFormStore(initialFormState({ company: 'Imus Foods' }, { email: 'Enter an email' })).getState();
    expect(state).toMatchObject({
      ready: false,
      draftId: '',
      values: { company: 'Imus Foods', finish: 'not-sure' },
      errors: { email: 'Enter an email' },
    });
  });

  it('puts back a draft’s uploads as uploaded rows, never more than the form takes', () => {
    const store = createQuoteFormStore(initialFormState());
    const many = Array.from({ length: maxAttachments + 2 }, (_, index) => saved(index));
    store.dispatch({
      type: 'restored',
      draftId,
      startedAt: 1,
      values: initialQuoteValues,
      restored: true,
      attachments: many,
      ticket: null,
    });
    const { attachments, ready } = store.getState();
    expect(ready).toBe(true);
    expect(attachments).toHaveLength(maxAttachments);
    expect(attachments[0]).toMatchObject({ status: 'uploaded', uploadId: many[0].id, name: many[0].name });
    expect(new Set(attachments.map((item) => item.key)).size).toBe(maxAttachments);
  });

  it('keeps a removed file removed when its upload’s last progress or answer arrives after', () => {
    const store = restoredStore();
    store.dispatch({ type: 'filesChosen', added: [row('attachment-1', 'uploading')], refusals: [] });
    store.dispatch({ type: 'attachmentRemoved', key: 'attachment-1', announcement: 'attachment-1.pdf removed.' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({
      type: 'attachmentChanged',
      key: 'attachment-1',
      changes: { progress: 1, status: 'uploaded' },
      announcement: 'uploaded',
    });
    expect(store.getState().attachments.map((item) => item.key)).toEqual(['saved-0']);
    expect(store.getState().announcement).toBe('attachment-1.pdf removed.');
    expect(listener).not.toHaveBeenCalled();
  });

  it('counts a file waiting for the bot check as one on its way', () => {
    expect(uploadingCount([row('a', 'waiting'), row('b', 'uploading'), row('c', 'uploaded'), row('d', 'failed')])).toBe(2);
  });

  it('moves focus once per failed submit that found something, not for one that found nothing', () => {
    const store = restoredStore();
    store.dispatch({ type: 'errorsFound', errors: { email: 'Enter an email' }, summary: '1 field' });
    store.dispatch({ type: 'errorsFound', errors: { email: 'Enter an email' }, summary: '1 field' });
    store.dispatch({ type: 'errorsFound', errors: {}, summary: '' });
    expect(store.getState()).toMatchObject({ errorsFound: 2, errors: {}, summary: '' });
  });

  it('starts over with nothing of the old request but a new id, still ready', () => {
    const store = restoredStore();
    store.dispatch({ type: 'errorChanged', field: 'email', error: 'Enter an email' });
    store.dispatch({ type: 'queued', queued: true });
    store.dispatch({ type: 'minDateKnown', minDate: '2026-11-29' });
    store.dispatch({ type: 'startedOver', draftId: 'new-id', startedAt: 2 });
    expect(store.getState()).toMatchObject({
      draftId: 'new-id',
      startedAt: 2,
      ready: true,
      restored: false,
      values: initialQuoteValues,
      errors: {},
      ticket: null,
      queued: false,
      minDate: '2026-11-29',
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, initialQuoteValues, quoteDraftKey, randomUuid, readDraft, saveDraft } from '../../src/ui/quote-form/draft';

const draftId = '0b6f3a52-5a0f-4e8e-9d3c-2f1f6c7b9a10';
const upload = { id: '5d1f0c8e-2b7a-4c3e-8f6d-1a2b3c4d5e6f', name: 'plan.pdf', size: 1200 };

afterEach(() => localStorage.clear());

describe('quote draft', () => {
  it('saves the values and uploads, never the consent', () => {
    saveDraft(draftId, { ...initialQuoteValues, fullName: 'Juan dela Cruz', privacyConsent: true }, [upload]);
    const stored = JSON.parse(localStorage.getItem(quoteDraftKey) ?? '{}');
    expect(stored.values.fullName).toBe('Juan dela Cruz');
    expect(stored.values).not.toHaveProperty('privacyConsent');
    expect(readDraft()).toMatchObject({ draftId, attachments: [upload], values: { fullName: 'Juan dela Cruz' } });
  });

  it('stores nothing for an untouched form', () => {
    saveDraft(draftId, initialQuoteValues, []);
    expect(localStorage.getItem(quoteDraftKey)).toBeNull();
  });

  it('forgets uploads the worker has deleted by now, keeping the text', () => {
    saveDraft(draftId, { ...initialQuoteValues, company: 'Imus Foods' }, [upload]);
    const draft = readDraft(Date.now() + 21 * 60 * 60 * 1000);
    expect(draft?.attachments).toEqual([]);
    expect(draft?.values.company).toBe('Imus Foods');
  });

  it('keeps the form’s bot-check ticket with the draft, and drops a malformed one', () => {
    const botTicket = { ticket: 'header.payload.signature', expiresAt: '2099-01-01T00:00:00.000Z' };
    saveDraft(draftId, { ...initialQuoteValues, fullName: 'Ana' }, [], botTicket);
    expect(readDraft()?.botTicket).toEqual(botTicket);

    const stored = JSON.parse(localStorage.getItem(quoteDraftKey)!);
    localStorage.setItem(quoteDraftKey, JSON.stringify({ ...stored, botTicket: { ticket: 42 } }));
    expect(readDraft()).toMatchObject({ draftId, values: { fullName: 'Ana' }, botTicket: undefined });
  });

  it('ignores a corrupt draft and clears after sending', () => {
    localStorage.setItem(quoteDraftKey, '{"draftId":"nope"');
    expect(readDraft()).toBeNull();
    saveDraft(draftId, { ...initialQuoteValues, fullName: 'Ana' }, []);
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('makes v4 UUIDs', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

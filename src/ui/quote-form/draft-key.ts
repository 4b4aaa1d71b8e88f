// The local storage key of the quote form's draft, apart from draft.ts so code on every page
// (quote-outbox-delivery.ts) can clear a sent draft without bundling draft.ts's zod schema.
export const quoteDraftKey = 'quote-draft-v1';

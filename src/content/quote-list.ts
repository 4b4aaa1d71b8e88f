// Copy for "Add to quote list", the control on every catalogue size row and calculator result.
// The panel it opens has its copy in quote-list-panel.ts, loaded only with the panel; the list's own
// copy inside the quote form is in quote-form.ts (lines).

export const addToQuoteListContent = {
  toggle: 'Add to quote list',
};

// Copy for the quantity-and-note panel that "Add to quote list" opens (AddToQuotePanel.tsx). Its own
// file, so it loads with the panel and not with every catalogue page.

export const addToQuotePanelContent = {
  /** "Quantity (lengths)". */
  quantity: (units: string) => `Quantity (${units})`,
  note: 'Note (optional)',
  notePlaceholder: 'Cut length, finish, "with mill certificate"',
  add: 'Add',
  cancel: 'Cancel',
  quantityError: 'Enter a quantity above 0, e.g. 12 or 2.5.',
  quantityTooLarge: (limit: number) => `A quantity can be at most ${limit.toLocaleString('en-US')}.`,
  noteError: 'Please type the note again without tabs or hidden formatting characters.',
  added: 'Added to your quote list',
  /** "3 lengths: 2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m". */
  addedDescription: (quantity: string, item: string) => `${quantity}: ${item}. Send it with the quote form on the Contact page.`,
  full: (limit: number) => `Your quote list is full (${limit} lines). Send it with the quote form, then start a new one.`,
};

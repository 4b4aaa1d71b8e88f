// Where on the page a conversion happened: the only labels the tracker sends and the only ones
// the worker keeps (Analytics Engine is out of erasure's reach, so no free text goes there).
// Without zod, so the tracker can import the names; the worker's pattern is in analytics-event.ts.

export const conversionAreas = {
  floatingButton: 'floating button',
  header: 'header',
  footer: 'footer',
  page: 'page',
  quoteForm: 'quote form',
} as const;

/** A link inside one of the page's sections, named by the section's id. */
export const pageSectionArea = (sectionId: string) => `${conversionAreas.page}: ${sectionId}`;

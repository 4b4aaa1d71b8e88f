// Where on the page a conversion happened: the only labels the tracker sends and the only ones
// the worker keeps (Analytics Engine is out of erasure's reach, so no free text goes there).
// Without zod, so the tracker can import the names.

export const conversionAreas = {
  floatingButton: 'floating button',
  header: 'header',
  footer: 'footer',
  page: 'page',
  quoteForm: 'quote form',
} as const;

/** A link inside one of the page's sections, named by the section's id. */
export const pageSectionArea = (sectionId: string) => `${conversionAreas.page}: ${sectionId}`;

/** Every label pageSectionArea and conversionAreas can make; a beacon's other labels are dropped. */
export const conversionLabelPattern = new RegExp(`^(?:${Object.values(conversionAreas).join('|')}|${conversionAreas.page}: [a-z0-9][a-z0-9-]{0,59})$`);

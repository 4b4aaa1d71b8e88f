/** How long after the document has arrived a page's code starts even if the load event has not come. */
export const startAnywayMs = 4000;

// The Site facts screens, in the order the index lists them: one short screen each, so an owner
// on a phone edits one thing, saves it and never scrolls past the rest.
export const factScreens = {
  details: { title: 'Business details', about: 'Name, phone, email, address, chat numbers and the map location.' },
  hours: { title: 'Hours', about: 'The weekly opening hours and temporary changes, e.g. shorter Saturdays in December.' },
  closures: { title: 'Holidays and closures', about: 'Days you are closed or keep special hours, shown on the site two weeks ahead.' },
  notice: { title: 'Notice', about: 'One line at the top of every page for a while.' },
  projects: { title: 'Projects', about: 'The work shown on Clients and Home.' },
  availability: { title: 'Stock', about: 'What is in stock per grade, or its lead time.' },
  quotations: { title: 'Quotation settings', about: 'VAT, TIN, payment details and the terms each quotation starts with.' },
} as const;

export type FactScreen = keyof typeof factScreens;

export const isFactScreen = (value: string): value is FactScreen => Object.hasOwn(factScreens, value);

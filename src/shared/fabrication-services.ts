// The fabrication services a quote can ask for: the ids a lead stores (also the Services page's
// anchors, /services#tanks-and-vessels) and their names. What the Services page says of each is
// src/content/services.ts; the quote form's schema (quote-request.ts) offers these and three more.
export const fabricationServices = [
  { id: 'kitchen-equipment', title: 'Commercial kitchen equipment' },
  { id: 'tanks-and-vessels', title: 'Tanks and vessels' },
  { id: 'railings-and-architectural', title: 'Railings, staircases and architectural works' },
  { id: 'processing-equipment', title: 'Food and pharma processing equipment' },
  { id: 'custom-fabrication', title: 'Custom fabrication to drawings' },
] as const;

export type FabricationServiceId = (typeof fabricationServices)[number]['id'];

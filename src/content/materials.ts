// Grades and finishes: shared by the Home and Services pages (their own module, so the Home
// page's code does not carry the Services page's copy).
import type { ContentImage, NamedNote, SectionIntroContent } from './types';

export interface MaterialsContent {
  intro: SectionIntroContent;
  productsTitle: string;
  products: string[];
  gradesTitle: string;
  grades: NamedNote[];
  finishesTitle: string;
  finishes: NamedNote[];
  image: ContentImage;
}

export const materialGrades: NamedNote[] = [
  { name: '304', note: 'The all-round grade for kitchens, food plants, water tanks and indoor architecture.' },
  { name: '304L', note: 'Low-carbon 304 for heavily welded tanks and parts, with less risk of weld decay.' },
  { name: '316', note: 'Contains molybdenum for chemicals, brine, pool areas and salty coastal air.' },
  { name: '316L', note: 'Low-carbon 316 for welded pharma, dairy and sanitary process lines.' },
  {
    name: '201',
    note: 'Lower-cost grade for dry, indoor, non-critical items such as trims and furniture. Not for wet areas or food processing; we will say when it is not suitable.',
  },
];

export const materialFinishes: NamedNote[] = [
  { name: '2B', note: 'Smooth, matte mill finish. Standard for tank interiors, plates and hidden parts.' },
  { name: 'No. 4 / hairline', note: 'Brushed, directional finish for kitchen equipment, panels and railings.' },
  { name: 'BA / mirror (No. 8)', note: 'Bright, reflective finish for architectural and decorative work.' },
];

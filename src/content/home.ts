// Copy for the home page.
import { quotePath } from '../shared/routes';
import { images } from './images';
import { materialsPath } from '../shared/material-families';
import { materialFinishes, materialGrades, type MaterialsContent } from './materials';
import type { CallToAction, ContentImage, CtaBandContent, Feature, PageMetaContent, ProcessStep, SectionIntroContent } from './types';

export interface HomeHeroContent {
  eyebrow: string;
  title: string;
  lead: string;
  primary: CallToAction;
  secondary: CallToAction;
  highlights: string[];
  image: ContentImage;
}

export interface HomeContent {
  meta: PageMetaContent;
  hero: HomeHeroContent;
  fabrication: { intro: SectionIntroContent; items: Feature[]; link: CallToAction };
  supply: MaterialsContent & { link: CallToAction };
  reasons: { intro: SectionIntroContent; items: Feature[] };
  process: { intro: SectionIntroContent; steps: ProcessStep[]; link: CallToAction };
  industries: { intro: SectionIntroContent; items: string[]; link: CallToAction };
  /** Shown once the owner publishes projects: the first few, in the owner's order. */
  recentProjects: { intro: SectionIntroContent; count: number };
  cta: CtaBandContent;
}

export const home: HomeContent = {
  meta: {
    title: 'Stainless Steel Fabrication in Cavite',
    description:
      'Cavite stainless steel fabricator and supplier: kitchen equipment, tanks, railings and process equipment in 304/316, plus sheets, pipes and fittings.',
  },
  hero: {
    eyebrow: 'Stainless steel fabrication and trading in Cavite',
    title: 'Stainless steel equipment, built to your drawings',
    lead: 'We fabricate kitchen equipment, tanks, railings and process equipment in 304 and 316 stainless, and supply sheets, pipes and fittings to businesses across Cavite, CALABARZON and Metro Manila.',
    primary: { label: 'Request a Quote', href: quotePath },
    secondary: { label: 'Our Services', href: '/services' },
    highlights: ['304, 316 and L grades', 'Site measurement and installation', 'Mill certificates on request'],
    image: images.tank,
  },
  fabrication: {
    intro: {
      eyebrow: 'What we fabricate',
      title: 'Made in our Cavite workshop',
      text: 'Every piece is cut, formed and welded to your dimensions, then finished for where it will work: a hot kitchen, a wash-down plant floor or a hotel lobby.',
    },
    items: [
      {
        title: 'Commercial kitchen equipment',
        text: 'Work tables, sinks, exhaust hoods and shelving for restaurants, hotels, commissaries and canteens.',
      },
      {
        title: 'Tanks and vessels',
        text: 'Water storage, chemical and mixing tanks, with manways, nozzles and level gauges as your process needs.',
      },
      {
        title: 'Railings, staircases and architectural works',
        text: 'Handrails, balustrades, staircases, column cladding and trims for buildings and homes.',
      },
      {
        title: 'Food and pharma processing equipment',
        text: 'Conveyors, hoppers and sanitary piping with smooth, cleanable welds for production floors.',
      },
      {
        title: 'Custom fabrication to drawings',
        text: 'Brackets, frames, enclosures and machine parts made from your DWG, DXF or PDF drawings, or from a sample.',
      },
      {
        title: 'Repairs and modifications',
        text: 'Re-welding, resizing and re-polishing of existing stainless equipment, in our shop or at your site.',
      },
    ],
    link: { label: 'See details of every fabrication service', href: '/services' },
  },
  supply: {
    intro: {
      eyebrow: 'What we supply',
      title: 'Stainless steel materials for shops and contractors',
      text: 'Full sheets and lengths or cut-to-size pieces, from the same stock we fabricate with.',
    },
    productsTitle: 'Products',
    products: ['Sheets and plates', 'Pipes and tubes', 'Fittings and flanges', 'Flat bars, angle bars and round bars'],
    gradesTitle: 'Grades',
    grades: materialGrades,
    finishesTitle: 'Finishes',
    finishes: materialFinishes,
    image: images.materials,
    link: { label: 'See sizes, grades and finishes in stock', href: materialsPath },
  },
  reasons: {
    intro: { eyebrow: 'Why work with us', title: 'What you can expect from us' },
    items: [
      {
        title: 'The right grade for the job',
        text: 'We recommend 304, 316 or 201 based on what the piece will touch, and state it in the quotation so you know what you are paying for.',
      },
      {
        title: 'Measured before we cut',
        text: 'For built-in work we measure on site, then send shop drawings for your approval before fabrication starts.',
      },
      {
        title: 'Clean welds and finishing',
        text: 'Seams are ground, blended and passivated, so equipment stays easy to clean and free of rust stains.',
      },
      {
        title: 'Close to your site',
        text: 'From Cavite we reach CALABARZON and Metro Manila quickly for measurement, delivery and after-sales service.',
      },
    ],
  },
  process: {
    intro: {
      eyebrow: 'How a project runs',
      title: 'From your drawing to installed equipment',
    },
    steps: [
      { title: 'Send your inquiry', text: 'Share drawings, photos or a sketch with sizes and quantities.' },
      { title: 'Measure and quote', text: 'We visit the site if needed, then send shop drawings and a detailed quotation.' },
      { title: 'Fabricate and check', text: 'Once approved, we source the material, fabricate and inspect every piece.' },
      { title: 'Deliver and install', text: 'Our crew delivers and installs, and stays reachable for after-sales.' },
    ],
    link: { label: 'See all eight steps of our process', href: '/services' },
  },
  industries: {
    intro: {
      eyebrow: 'Industries we serve',
      title: 'Built for kitchens, plants, hospitals and buildings',
      text: 'Our customers are businesses and institutions that need stainless steel to stay clean, strong and rust-free for years.',
    },
    items: [
      'Food and beverage',
      'Restaurants and hotels',
      'Pharmaceutical',
      'Hospitals and laboratories',
      'Construction and property developers',
      'Manufacturing and PEZA ecozones',
      'Government and schools',
    ],
    link: { label: 'See industries and sample projects', href: '/clients' },
  },
  recentProjects: {
    intro: {
      eyebrow: 'Recent work',
      title: 'Finished projects',
      text: 'Photos from recent jobs, straight from the workshop and the site.',
    },
    count: 3,
  },
  cta: {
    title: 'Have a drawing or a sketch? Get a quotation.',
    text: 'Send your drawings, dimensions and quantities. We reply on working days with questions or a quotation.',
    primary: { label: 'Request a Quote', href: quotePath },
    callPrompt: 'Prefer to talk? Call',
  },
};

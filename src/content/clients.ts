// Copy for the Clients page: industries served, project types and project write-ups.
import { quotePath } from '../shared/routes';
import type { CallToAction, CtaBandContent, Feature, PageHeaderContent, PageMetaContent, SectionIntroContent } from './types';

export interface ProjectWriteUp {
  industry: string;
  title: string;
  /** Descriptive, e.g. "A frozen-food processor in Laguna"; a real name only with the client's permission. */
  client: string;
  summary: string;
  scope: string[];
  materials: string;
  /** True while the write-up is illustrative rather than a real, cleared project. */
  sample: boolean;
}

export interface Testimonial {
  quote: string;
  /** Role and organisation type, e.g. "Plant engineer, food manufacturer". */
  attribution: string;
  sample: boolean;
}

export interface ClientsContent {
  meta: PageMetaContent;
  header: PageHeaderContent;
  industries: { intro: SectionIntroContent; items: Feature[] };
  projectTypes: { intro: SectionIntroContent; items: string[]; link: CallToAction };
  projects: { intro: SectionIntroContent; sampleNote: string; items: ProjectWriteUp[]; labels: ProjectLabels };
  testimonials: { intro: SectionIntroContent; sampleNote: string; items: Testimonial[] };
  cta: CtaBandContent;
}

export interface ProjectLabels {
  scope: string;
  materials: string;
}

// SAMPLE CONTENT: replace with real projects and permission-cleared client names before launch
const sampleProjects: ProjectWriteUp[] = [
  {
    sample: true,
    industry: 'Food and beverage',
    title: 'Processing tables and conveyor line',
    client: 'A frozen-food processor in Laguna',
    summary:
      'Replaced painted carbon steel tables that were rusting in a wash-down area with a full stainless line, installed over two weekends so production could continue.',
    scope: ['12 work tables with raised drainage lips', '6-metre belt conveyor frame', 'Boot-wash station at the entrance'],
    materials: '304, No. 4 tops and 2B frames',
  },
  {
    sample: true,
    industry: 'Restaurants and hotels',
    title: 'Kitchen renovation package',
    client: 'A resort hotel in Tagaytay',
    summary:
      'Measured the existing kitchen, redesigned the layout around the hotel’s new menu and delivered the package in phases to keep breakfast service running.',
    scope: ['Exhaust hood with baffle filters', 'Three-bowl pot sink and hand-wash sinks', 'Work tables and wall shelving'],
    materials: '304, hairline finish',
  },
  {
    sample: true,
    industry: 'Pharmaceutical',
    title: 'Mixing and holding tanks',
    client: 'A pharmaceutical manufacturer in a Cavite ecozone',
    summary:
      'Fabricated sanitary tanks to the client’s specification with polished interiors, passivated welds and full material certificates for their validation file.',
    scope: ['Two 1,000-litre mixing tanks with agitator mounts', 'One holding tank with sight glass', 'Tri-clamp outlet piping'],
    materials: '316L, polished interior, No. 4 exterior',
  },
  {
    sample: true,
    industry: 'Construction and property',
    title: 'Lobby staircase and balcony railings',
    client: 'A condominium developer in Metro Manila',
    summary:
      'Supplied and installed railings across the residential floors and a feature staircase in the lobby, coordinated with the general contractor’s schedule.',
    scope: ['Balcony railings with glass infill', 'Lobby staircase handrails', 'Pool deck railings in 316'],
    materials: '304 hairline and mirror; 316 at the pool deck',
  },
  {
    sample: true,
    industry: 'Hospitals and laboratories',
    title: 'Scrub sinks and instrument trolleys',
    client: 'A private hospital in Cavite',
    summary: 'Built knee-operated scrub sinks and instrument trolleys with rounded edges that stand up to daily disinfection.',
    scope: ['Three-station surgical scrub sinks', 'Instrument and dressing trolleys', 'Wall shelves for the CSSD'],
    materials: '304, No. 4 finish',
  },
  {
    sample: true,
    industry: 'Manufacturing',
    title: 'Machine guards and parts to drawings',
    client: 'An electronics manufacturer in a PEZA ecozone',
    summary:
      'Fabricates guards, brackets and trays from the client’s DXF files on repeat orders, with drawings kept on file for fast reorders.',
    scope: ['Laser-cut and bent machine guards', 'Parts trays and brackets', 'Maintenance repairs on call'],
    materials: '304, 2B and No. 4',
  },
];

const sampleTestimonials: Testimonial[] = [
  {
    sample: true,
    quote: 'They measured everything twice and the tables fitted our drains exactly. Installation was done without stopping the line.',
    attribution: 'Plant engineer, a frozen-food processor in Laguna',
  },
  {
    sample: true,
    quote: 'Clear quotation, clear grade, and they came back to re-polish after the first month at no extra cost.',
    attribution: 'Executive chef, a resort hotel in Tagaytay',
  },
];
// END SAMPLE CONTENT

export const clients: ClientsContent = {
  meta: {
    title: 'Clients and Industries',
    description:
      'Industries we serve from Cavite: food plants, restaurants, hotels, pharma, hospitals, builders and ecozone factories, with sample stainless steel projects.',
  },
  header: {
    eyebrow: 'Clients',
    title: 'Industries and projects we work on',
    lead: 'From kitchens to cleanrooms, our customers need stainless steel that is the right grade, fits on the first try and lasts for years.',
  },
  industries: {
    intro: { eyebrow: 'Industries', title: 'Who we fabricate for' },
    items: [
      {
        title: 'Food and beverage',
        text: 'Processing tables, conveyors, tanks and sanitary piping for food plants, bakeries and beverage makers.',
      },
      {
        title: 'Restaurants and hotels',
        text: 'Kitchen packages, hoods, sinks and shelving for new outlets, commissaries and renovations.',
      },
      {
        title: 'Pharmaceutical',
        text: '316L tanks, sanitary piping, cleanroom tables and pass boxes with certificates for your records.',
      },
      {
        title: 'Hospitals and laboratories',
        text: 'Scrub sinks, instrument tables, lab benches and trolleys that stand up to disinfectants.',
      },
      {
        title: 'Construction and property developers',
        text: 'Railings, staircases, cladding and trims for condominiums, malls, offices and subdivisions.',
      },
      {
        title: 'Manufacturing and PEZA ecozones',
        text: 'Machine frames, guards, parts and maintenance work for locators in Cavite and Laguna.',
      },
      {
        title: 'Government and schools',
        text: 'Canteen equipment, handrails and laboratory furniture, with quotations prepared for your procurement process.',
      },
    ],
  },
  projectTypes: {
    intro: {
      eyebrow: 'Project types',
      title: 'The kinds of work we take on',
      text: 'Single pieces, repeat orders and complete packages with installation.',
    },
    items: [
      'Kitchen equipment packages',
      'Storage and process tanks',
      'Railings and staircases',
      'Cladding and architectural trims',
      'Processing lines and sanitary piping',
      'Parts made to drawings',
      'Repairs and re-polishing',
      'Material supply for contractors',
    ],
    link: { label: 'See how we handle each service', href: '/services' },
  },
  projects: {
    intro: {
      eyebrow: 'Projects',
      title: 'Examples of our work',
      text: 'A few typical jobs, described by industry and location.',
    },
    sampleNote: 'Sample projects shown for illustration',
    labels: { scope: 'Scope', materials: 'Material and finish' },
    items: sampleProjects,
  },
  testimonials: {
    intro: { eyebrow: 'Feedback', title: 'What customers tell us' },
    sampleNote: 'Sample feedback shown for illustration',
    items: sampleTestimonials,
  },
  cta: {
    title: 'Planning a similar project?',
    text: 'Tell us about your site and what you need built. We will recommend the grade and finish and send a quotation.',
    primary: { label: 'Request a Quote', href: quotePath },
    callPrompt: 'Or call us on',
  },
};

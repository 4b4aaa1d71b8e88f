// Copy for the Services page; grades and finishes are shared with the home page.
import { fabricationServices, type FabricationServiceId } from '../shared/fabrication-services';
import { quotePath } from '../shared/routes';
import { images } from './images';
import { materialsPath } from '../shared/material-families';
import { materialFinishes, materialGrades, type MaterialsContent } from './materials';
import type {
  CallToAction,
  CtaBandContent,
  ContentImage,
  PageHeaderContent,
  PageMetaContent,
  ProcessStep,
  SectionIntroContent,
} from './types';

export interface FabricationService {
  /** Anchor on the Services page, e.g. /services#tanks. */
  id: string;
  title: string;
  summary: string;
  typicalItems: string[];
  grades: string;
  finishes: string;
  image: ContentImage;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ServicesContent {
  meta: PageMetaContent;
  header: PageHeaderContent;
  fabrication: { intro: SectionIntroContent; services: FabricationService[]; labels: ServiceLabels };
  supply: MaterialsContent & { link: CallToAction };
  processes: { intro: SectionIntroContent; items: string[]; link: CallToAction };
  steps: { intro: SectionIntroContent; items: ProcessStep[] };
  faqs: { intro: SectionIntroContent; items: FaqItem[] };
  cta: CtaBandContent;
}

export interface ServiceLabels {
  typicalItems: string;
  grades: string;
  finishes: string;
}

/** What the Services page says of each fabrication service, under its name (src/shared/fabrication-services.ts). */
const aboutEachService: Record<FabricationServiceId, Omit<FabricationService, 'id' | 'title'>> = {
  'kitchen-equipment': {
    summary:
      'Equipment for restaurants, hotels, commissaries, canteens and food courts, built around your kitchen layout and easy to keep clean.',
    typicalItems: [
      'Work tables with undershelf, backsplash or drawers',
      'Single, double and triple-bowl sinks, pot sinks and hand-wash sinks',
      'Exhaust hoods with baffle filters and grease gutters',
      'Wall shelves, storage racks and pot racks',
      'Dish tables, pass-through counters and trolleys',
    ],
    grades: '304 for food contact and wet areas; 201 only for dry, non-food items on request.',
    finishes: 'No. 4 / hairline on visible surfaces.',
    image: images.kitchen,
  },
  'tanks-and-vessels': {
    summary:
      'Atmospheric (non-pressure) tanks for water, chemicals and process liquids, from small day tanks to large storage tanks assembled on site.',
    typicalItems: [
      'Potable and process water storage tanks',
      'Chemical and dosing tanks',
      'Mixing tanks with agitator mounts and baffles',
      'Jacketed and insulated holding tanks',
      'Manways, nozzles, level gauges, legs, skirts and ladders',
    ],
    grades: '304/304L for water and most food uses; 316/316L for chemicals, brine and pharma.',
    finishes: '2B inside as standard, polished interiors on request; No. 4 outside.',
    image: { ...images.tank, alt: '' },
  },
  'railings-and-architectural': {
    summary:
      'Handrails, balustrades and metal works for condominiums, malls, offices, resorts and homes, measured and installed by our own crew.',
    typicalItems: [
      'Stair and ramp handrails, including PWD-accessible handrails',
      'Balustrades with glass, cable or rod infill',
      'Staircases with stainless stringers or cladding',
      'Column cladding, wall trims, kick plates and door frames',
      'Gates, signage frames and canopies',
    ],
    grades: '304 for indoor and most outdoor work; 316 near the coast and around pools.',
    finishes: 'Hairline (No. 4) or mirror (BA / No. 8).',
    image: images.railing,
  },
  'processing-equipment': {
    summary:
      'Sanitary equipment for food, beverage and pharmaceutical plants, with smooth welds and no hidden crevices so it can be washed down and inspected.',
    typicalItems: [
      'Belt and roller conveyors with stainless frames',
      'Hoppers, chutes and ingredient bins',
      'Sanitary piping with tri-clamp fittings and valves',
      'Work platforms, trolleys and drying racks',
      'Hand-wash and boot-wash stations',
    ],
    grades: '304 for general food contact; 316L for pharma, dairy, acidic or salty products.',
    finishes: 'Polished product-contact surfaces; 2B or No. 4 frames.',
    image: images.processing,
  },
  'custom-fabrication': {
    summary: 'Parts and assemblies made to your drawings or copied from a sample, for machine builders, maintenance teams and contractors.',
    typicalItems: [
      'Brackets, frames, bases and machine guards',
      'Electrical enclosures and panel boxes',
      'Laser- or plasma-cut profiles, base plates and flanges',
      'Rolled parts, cones and ducting',
      'Repair, modification and re-polishing of existing equipment',
    ],
    grades: 'Any grade we can source; 304 and 316 are the most common.',
    finishes: 'As specified on your drawing.',
    image: images.workshop,
  },
};

export const services: ServicesContent = {
  meta: {
    title: 'Fabrication Services and Stainless Steel Supply',
    description:
      'Stainless steel fabrication in Cavite: kitchen equipment, tanks, railings and process equipment, plus 304/316 sheets, pipes and fittings, installed on site.',
  },
  header: {
    eyebrow: 'Services',
    title: 'Stainless steel fabrication and supply',
    lead: 'We design, fabricate and install stainless steel equipment and structures, and we sell the same sheets, pipes and fittings we use in our own shop.',
  },
  fabrication: {
    intro: {
      eyebrow: 'Fabrication',
      title: 'What we build',
      text: 'Each job is made to your dimensions and checked against approved shop drawings. Here is what we make most often, and the grades and finishes we usually recommend.',
    },
    labels: { typicalItems: 'Typical items', grades: 'Grades', finishes: 'Finishes' },
    services: fabricationServices.map((service) => ({ ...service, ...aboutEachService[service.id] })),
  },
  supply: {
    intro: {
      eyebrow: 'Trading and supply',
      title: 'Stainless steel sheets, pipes and fittings',
      text: 'Buy material from the team that fabricates with it. We supply full sheets and lengths or cut-to-size pieces, and can include mill test certificates on request.',
    },
    productsTitle: 'Products',
    products: [
      'Sheets and coils in common gauges, 4 x 8 ft and 4 x 10 ft',
      'Plates for flanges, base plates and tank bottoms',
      'Pipes: schedule pipe, sanitary tubing and decorative round tube',
      'Square and rectangular tubes for frames and railings',
      'Fittings: elbows, tees, reducers, caps, flanges, tri-clamp ferrules and clamps',
      'Flat bars, angle bars, round bars and channels',
      'Shearing and bending of the material you buy from us',
    ],
    gradesTitle: 'Grades',
    grades: materialGrades,
    finishesTitle: 'Finishes',
    finishes: materialFinishes,
    image: images.materials,
    link: { label: 'Browse the stock catalogue: sizes, grades and finishes', href: materialsPath },
  },
  processes: {
    intro: {
      eyebrow: 'In our workshop',
      title: 'Processes we do in-house',
      text: 'Keeping the work under one roof means fewer hand-offs, shorter lead times and one team answerable for the result.',
    },
    items: [
      'Shearing',
      'CNC plasma and laser cutting',
      'Press brake bending',
      'Plate and pipe rolling',
      'TIG and MIG welding',
      'Grinding and polishing',
      'Pickling and passivation',
      'On-site installation and welding',
    ],
    link: { label: 'More about our workshop and quality checks', href: '/about' },
  },
  steps: {
    intro: {
      eyebrow: 'Our process',
      title: 'How a project runs, from drawing to installation',
      text: 'The same eight steps apply to a single sink or a full plant package, so you always know what happens next.',
    },
    items: [
      {
        title: 'Inquiry and drawings',
        text: 'Send drawings (PDF, DWG, DXF), photos or a sketch with sizes, quantity, grade and finish. No drawing yet? Describe the job and we will help.',
      },
      {
        title: 'Site measurement',
        text: 'For built-in and installed work, we measure on site and check access, utilities and the walls or floors we will mount on.',
      },
      {
        title: 'Shop drawings and quotation',
        text: 'We prepare shop drawings and a quotation that lists grade, thickness, finish, inclusions and lead time.',
      },
      {
        title: 'Approval and material sourcing',
        text: 'Once you approve the drawings and confirm the order, we reserve or order the material together with its certificates.',
      },
      {
        title: 'Fabrication',
        text: 'Cutting, bending, rolling and welding in our Cavite workshop, following the approved drawings.',
      },
      {
        title: 'QC and finishing',
        text: 'We check dimensions and welds, then grind, polish, pickle and passivate before packing.',
      },
      {
        title: 'Delivery and installation',
        text: 'Our truck and crew deliver, install, level and anchor the work, then walk you through it.',
      },
      {
        title: 'After-sales',
        text: 'We stay reachable for adjustments, repairs and re-polishing, and keep your drawings on file for repeat orders.',
      },
    ],
  },
  faqs: {
    intro: { eyebrow: 'FAQ', title: 'Common questions' },
    items: [
      {
        question: 'How long does fabrication take?',
        answer:
          'It depends on size, quantity and material availability. Small items made from stock material are quick; large tanks, full kitchen packages and special grades take longer. Your quotation states the lead time, and we confirm it once drawings are approved.',
      },
      {
        question: 'Is there a minimum order?',
        answer:
          'No minimum for fabrication: we make single pieces as well as full packages. For material supply we sell full sheets and lengths, and cut-to-size pieces when the shop schedule allows.',
      },
      {
        question: 'Do you work from DWG, DXF or PDF drawings?',
        answer:
          'Yes. DWG and DXF files are best for cut parts; PDF, JPG or PNG drawings and even hand sketches with dimensions are fine for quotation. We send shop drawings for your approval before we cut.',
      },
      {
        question: 'Do you install outside Cavite?',
        answer:
          'Yes. We deliver and install across CALABARZON and Metro Manila. For sites farther away, ask us: the crew’s travel and lodging are quoted separately.',
      },
      {
        question: 'Can you provide mill test certificates?',
        answer:
          'Yes. Tell us when you order, and we will include copies of the supplier’s material test certificates for the material we supply or fabricate with.',
      },
      {
        question: 'Do you make pressure vessels?',
        answer:
          'We build atmospheric (non-pressure) tanks and vessels. For pressure-rated equipment, send us the specification and we will tell you plainly whether we can take it on.',
      },
    ],
  },
  cta: {
    title: 'Tell us what you need fabricated',
    text: 'Send your drawings, sizes and quantities, and we will reply with questions or a detailed quotation.',
    primary: { label: 'Request a Quote', href: quotePath },
    callPrompt: 'Prefer to talk it through? Call',
  },
};

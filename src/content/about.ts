// Copy for the About page.
import { quotePath } from '../shared/routes';
import { images } from './images';
import type { ContentImage, CtaBandContent, Feature, PageHeaderContent, PageMetaContent, SectionIntroContent } from './types';

export interface StoryContent {
  intro: SectionIntroContent;
  paragraphs: string[];
  points: string[];
  image: ContentImage;
}

export interface AboutContent {
  meta: PageMetaContent;
  header: PageHeaderContent;
  story: StoryContent;
  capabilities: { intro: SectionIntroContent; items: Feature[] };
  quality: { intro: SectionIntroContent; items: Feature[] };
  values: { intro: SectionIntroContent; items: Feature[] };
  team: { intro: SectionIntroContent; items: Feature[] };
  cta: CtaBandContent;
}

export const about: AboutContent = {
  meta: {
    title: 'About Us',
    description:
      'A Cavite stainless steel workshop: cutting, bending, rolling, TIG welding, polishing and passivation, with installation across CALABARZON and Metro Manila.',
  },
  header: {
    eyebrow: 'About us',
    title: 'A Cavite stainless steel shop for CALABARZON and Metro Manila',
    lead: 'We are fabricators and material suppliers in one team: we build stainless steel equipment and structures, and we sell the sheets, pipes and fittings we build with.',
  },
  story: {
    intro: { eyebrow: 'Who we are', title: 'Fabrication and trading under one roof' },
    paragraphs: [
      'Our workshop in Cavite fabricates equipment for restaurants and hotels, food and pharmaceutical plants, hospitals, builders and factories in the ecozones of Cavite and Laguna.',
      'Because we also trade stainless steel, we know where our material comes from, keep common grades and sizes close at hand, and can advise on a cheaper or better-suited option before you order.',
      'Most of our work is made to order: a single custom sink, a set of tanks for a new line, or the railings of a whole building.',
    ],
    points: [
      'Serving Cavite, Laguna, Batangas, Rizal, Quezon and Metro Manila',
      'Fabrication, supply and installation from one team',
      'Shop drawings for approval before we cut',
    ],
    image: images.workshop,
  },
  capabilities: {
    intro: {
      eyebrow: 'Workshop capabilities',
      title: 'What our shop can do',
      text: 'The main processes are done in-house, so we control quality and schedule from the first cut to installation.',
    },
    items: [
      { title: 'Shearing', text: 'Straight, square cuts on sheet and plate for blanks, panels and table tops.' },
      {
        title: 'CNC plasma and laser cutting',
        text: 'Profiles, holes and flanges cut from your DXF files, for repeatable parts and clean edges.',
      },
      {
        title: 'Press brake bending',
        text: 'Folded edges, channels, backsplashes and enclosures with consistent angles along the full length.',
      },
      { title: 'Rolling', text: 'Cylinders and cones rolled from sheet and plate for tanks, hoppers, ducts and cladding.' },
      {
        title: 'TIG and MIG welding',
        text: 'TIG for thin sheet, sanitary and visible welds; MIG for heavier frames and structural parts.',
      },
      {
        title: 'Polishing and passivation',
        text: 'Grinding and polishing to No. 4, hairline or mirror, then pickling and passivation of welded areas.',
      },
      {
        title: 'Shop drawings',
        text: 'Drawings prepared from your plans or our site measurements, for your approval before fabrication.',
      },
      {
        title: 'On-site installation',
        text: 'Our crew installs, anchors and levels the work, and does site welding and fitting where needed.',
      },
    ],
  },
  quality: {
    intro: {
      eyebrow: 'Quality',
      title: 'How we make sure the steel is what it should be',
      text: 'Stainless only stays stainless if the right grade is used and the welds are finished properly. These checks are part of every job.',
    },
    items: [
      {
        title: 'Material test certificates',
        text: 'We buy from suppliers who issue mill test certificates, and we include copies with your order on request.',
      },
      {
        title: 'Grade verification',
        text: 'Incoming material is checked against its markings and certificate before it goes into your job.',
      },
      {
        title: 'Weld finishing',
        text: 'Welds are ground and blended; food-contact seams are made smooth and crevice-free for cleaning.',
      },
      {
        title: 'Pickling and passivation',
        text: 'Heat tint from welding is removed and the surface passivated to restore its corrosion resistance.',
      },
      {
        title: 'No carbon steel contamination',
        text: 'Stainless is cut and ground with its own tools and discs, away from carbon steel dust that causes rust spots.',
      },
      {
        title: 'Check against the drawing',
        text: 'Dimensions, grade and finish are checked against the approved shop drawing before anything is delivered.',
      },
    ],
  },
  values: {
    intro: { eyebrow: 'How we work', title: 'What we stand for' },
    items: [
      {
        title: 'Straight answers',
        text: 'We tell you the right grade, a realistic lead time and the full cost before you commit.',
      },
      {
        title: 'Work that lasts',
        text: 'We would rather quote the correct thickness and grade than make something that rusts or dents in a year.',
      },
      {
        title: 'Respect for your site',
        text: 'Our crew follows your site rules, works clean around live kitchens and plants, and clears up after itself.',
      },
      {
        title: 'Reachable after delivery',
        text: 'Adjustments, repairs and re-polishing are a phone call away, and we keep your drawings for repeat orders.',
      },
    ],
  },
  team: {
    intro: {
      eyebrow: 'Our team',
      title: 'The people behind your project',
      text: 'You deal with the same small team from quotation to installation.',
    },
    items: [
      {
        title: 'Sales and estimating',
        text: 'Answers inquiries, recommends grades and finishes, and prepares your quotation and material orders.',
      },
      {
        title: 'Drafting',
        text: 'Turns your plans, sketches and site measurements into shop drawings for approval.',
      },
      {
        title: 'Workshop crew',
        text: 'Fitters, welders and polishers who cut, form, weld and finish every piece in our Cavite shop.',
      },
      {
        title: 'Installation and after-sales',
        text: 'Measures sites, delivers and installs the work, and returns for adjustments and repairs.',
      },
    ],
  },
  cta: {
    title: 'Let’s talk about your project',
    text: 'Send us your drawings or describe what you need, and we will recommend the grade, finish and best way to build it.',
    primary: { label: 'Request a Quote', href: quotePath },
    callPrompt: 'Or call us on',
  },
};

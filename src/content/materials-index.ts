// Copy for the stock catalogue's index (/materials): families, grades and finishes, mill certificates.
import { materialsPath, type MaterialFamilyId } from '../shared/material-families';
import { quotePath } from '../shared/routes';
import { materialFinishes, materialGrades } from './materials';
import type { CallToAction, CtaBandContent, NamedNote, PageHeaderContent, PageMetaContent, SectionIntroContent } from './types';

export interface MaterialsIndexContent {
  meta: PageMetaContent;
  header: PageHeaderContent;
  families: SectionIntroContent & { summaries: Record<MaterialFamilyId, string> };
  gradesAndFinishes: { intro: SectionIntroContent; gradesTitle: string; grades: NamedNote[]; finishesTitle: string; finishes: NamedNote[] };
  millCertificates: { intro: SectionIntroContent; points: string[]; sample: boolean; sampleNote: string };
  calculator: { intro: SectionIntroContent; link: CallToAction };
  cta: CtaBandContent;
}

export const materialsIndex: MaterialsIndexContent = {
  meta: {
    title: 'Stainless Steel Materials: Sheets, Pipes, Tubes, Bars',
    description:
      'Stainless steel sheets, coils, pipes, tubes, bars, angles, fittings and perforated sheet in 304, 316L, 201 and 430 from our Cavite stock. Request a quote.',
  },
  header: {
    eyebrow: 'Materials',
    title: 'Stainless steel stock materials',
    lead: 'Sheets, pipes, tubes, bars, sections and fittings from the same stock we fabricate with, in full sheets and lengths or cut to size. Prices follow the nickel market, so we quote each order.',
  },
  families: {
    eyebrow: 'Catalogue',
    title: 'What we supply',
    text: 'Each page lists the grades, finishes and standard sizes. Add sizes to your quote list and send them in one request.',
    summaries: {
      'sheets-plates': 'Cold-rolled sheets 4 x 8 ft and 4 x 10 ft from 0.5 mm, and hot-rolled plates from 4 mm.',
      coils: 'Cold-rolled coils and strip slit to width, sold by the kilogram.',
      pipes: 'NPS 1/2 to 8 in, schedules 5S, 10S and 40S per ASME B36.19, in 6 m lengths.',
      tubes: 'Ornamental round, square and rectangular tubes, and ASTM A270 sanitary tube.',
      bars: 'Round, square, flat and hex bar in 6 m lengths or cut to length.',
      'angles-channels': 'Equal angle bars and channels for frames and supports, in 6 m lengths.',
      'fittings-flanges': 'Butt-weld elbows, tees, reducers and caps, flanges, and tri-clamp ferrules.',
      'perforated-expanded': 'Perforated sheet with round holes, and expanded metal mesh.',
    },
  },
  gradesAndFinishes: {
    intro: {
      eyebrow: 'Grades and finishes',
      title: 'Choosing the grade and finish',
      text: 'The grade decides how the steel stands up to water, salt and chemicals; the finish decides how it looks and how easily it cleans.',
    },
    gradesTitle: 'Grades',
    // 430 is traded as sheet and coil but not fabricated with: its note is here, not on Home and Services.
    grades: [
      ...materialGrades,
      {
        name: '430',
        note: 'Ferritic, magnetic grade without nickel for dry indoor trims, appliance panels and cladding. Not for welded or wet work.',
      },
    ],
    finishesTitle: 'Finishes',
    finishes: materialFinishes,
  },
  // SAMPLE CONTENT: what certificates the business supplies, until the owner confirms it.
  millCertificates: {
    intro: {
      eyebrow: 'Traceability',
      title: 'Mill certificates',
      text: 'On request, we supply the mill test certificate for the material you buy: EN 10204 type 3.1, issued per heat by the mill’s inspection department, with the chemical composition and mechanical properties of that heat.',
    },
    points: [
      'The heat number on the certificate matches the one marked on the sheet, pipe or bar, so each piece traces back to its melt.',
      'Grade 201 sold as 304 is a known problem in the market: the two look the same when new, but 201 has far less nickel and rusts in wet and salty places.',
      'On request we check the grade with a handheld XRF analyser (positive material identification, PMI) before the material leaves the shop.',
      'Ask for certificates when you order: pharma, food and government projects often need them for their files.',
    ],
    sample: true,
    sampleNote: 'Sample content: the certificates and checks offered are being confirmed',
  },
  // END SAMPLE CONTENT
  calculator: {
    intro: {
      eyebrow: 'Weight calculator',
      title: 'Steel is priced by weight',
      text: 'Work out the weight of sheets, pipes, tubes and bars before you ask for a quote.',
    },
    link: { label: 'Open the weight calculator', href: `${materialsPath}/weight-calculator` },
  },
  cta: {
    title: 'Need material for a project?',
    text: 'Send us your list of sizes, or your drawings. We will confirm the grade, finish and stock and send a quotation.',
    primary: { label: 'Request a Quote', href: quotePath },
    callPrompt: 'Or call us on',
  },
};

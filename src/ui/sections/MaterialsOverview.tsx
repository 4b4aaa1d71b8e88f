import type { CallToAction } from '../../content/types';
import type { MaterialsContent } from '../../content/materials';
import { Picture } from '../primitives/Picture';
import { NoteList } from './NoteList';
import { Section, SectionIntro, type SectionTone, SectionMoreLink } from '../primitives/Section';

interface MaterialsOverviewProps {
  headingId: string;
  content: MaterialsContent;
  tone?: SectionTone;
  link?: CallToAction;
  id?: string;
}

/** The trading line: products, then the grades and finishes with what each is for. */
export function MaterialsOverview({ headingId, content, tone, link, id }: MaterialsOverviewProps) {
  return (
    <Section headingId={headingId} tone={tone} id={id}>
      <div className="split">
        <div>
          <SectionIntro headingId={headingId} intro={content.intro} />
          <h3>{content.productsTitle}</h3>
          <ul className="checklist">
            {content.products.map((product) => (
              <li key={product}>{product}</li>
            ))}
          </ul>
        </div>
        <Picture image={content.image} className="split__image" />
      </div>
      <div className="grid grid--2 materials">
        <NoteList title={content.gradesTitle} items={content.grades} />
        <NoteList title={content.finishesTitle} items={content.finishes} />
      </div>
      <SectionMoreLink link={link} />
    </Section>
  );
}

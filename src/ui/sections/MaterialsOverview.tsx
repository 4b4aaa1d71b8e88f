import type { CallToAction } from '../../content/types';
import type { MaterialsContent } from '../../content/materials';
import { Picture } from '../primitives/Picture';
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

/** A card of named notes: the grades, or the finishes, with what each is for. */
export function NoteList({ title, items }: { title: string; items: MaterialsContent['grades'] }) {
  return (
    <div className="card">
      <h3>{title}</h3>
      <dl className="notes">
        {items.map((item) => (
          <div key={item.name} className="notes__row">
            <dt>{item.name}</dt>
            <dd>{item.note}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import type { CallToAction, SectionIntroContent } from '../../content/types';
import { Section, SectionIntro, type SectionTone, SectionMoreLink } from '../primitives/Section';

interface TagListProps {
  headingId: string;
  intro: SectionIntroContent;
  items: string[];
  tone?: SectionTone;
  link?: CallToAction;
}

/** A short list shown as chips: industries, project types, workshop processes. */
export function TagList({ headingId, intro, items, tone, link }: TagListProps) {
  return (
    <Section headingId={headingId} tone={tone}>
      <SectionIntro headingId={headingId} intro={intro} />
      <ul className="tags">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <SectionMoreLink link={link} />
    </Section>
  );
}

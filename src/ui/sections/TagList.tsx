import type { CallToAction, SectionIntroContent } from '../../content/types';
import { Section, SectionIntro, type SectionTone } from '../primitives/Section';
import { Link } from '../router';

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
      {link && (
        <p className="section__more">
          <Link href={link.href} className="text-link">
            {link.label}
          </Link>
        </p>
      )}
    </Section>
  );
}

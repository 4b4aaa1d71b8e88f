import type { CallToAction, Feature, SectionIntroContent } from '../../content/types';
import { Section, SectionIntro, type SectionTone, SectionMoreLink } from '../primitives/Section';

interface FeatureGridProps {
  headingId: string;
  intro: SectionIntroContent;
  items: Feature[];
  columns?: 2 | 3 | 4;
  tone?: SectionTone;
  link?: CallToAction;
}

/** A section of cards, each a short heading and a sentence or two. */
export function FeatureGrid({ headingId, intro, items, columns = 3, tone, link }: FeatureGridProps) {
  return (
    <Section headingId={headingId} tone={tone}>
      <SectionIntro headingId={headingId} intro={intro} />
      <ul className={`grid grid--${columns} feature-grid`}>
        {items.map((item) => (
          <li key={item.title} className="card feature">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            {item.points && (
              <ul className="checklist">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <SectionMoreLink link={link} />
    </Section>
  );
}

import type { FaqItem } from '../../content/services';
import type { SectionIntroContent } from '../../content/types';
import { Section, SectionIntro, type SectionTone } from '../primitives/Section';

interface FaqListProps {
  headingId: string;
  intro: SectionIntroContent;
  items: FaqItem[];
  tone?: SectionTone;
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ headingId, intro, items, tone }: FaqListProps) {
  return (
    <Section headingId={headingId} tone={tone}>
      <SectionIntro headingId={headingId} intro={intro} />
      <div className="faq">
        {items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

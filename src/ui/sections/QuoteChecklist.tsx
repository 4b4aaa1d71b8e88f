import type { ContactContent } from '../../content/contact';
import { Section, SectionIntro, type SectionTone } from '../primitives/Section';

type ChecklistContent = ContactContent['checklist'];

/** What a visitor should send so the first reply can be a price rather than questions. */
export function QuoteChecklist({ headingId, content, tone }: { headingId: string; content: ChecklistContent; tone?: SectionTone }) {
  return (
    <Section headingId={headingId} tone={tone}>
      <SectionIntro headingId={headingId} intro={content.intro} />
      <ul className="checklist checklist--columns">
        {content.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="muted">{content.note}</p>
    </Section>
  );
}

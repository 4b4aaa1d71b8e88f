import type { StoryContent } from '../../content/about';
import { Picture } from '../primitives/Picture';
import { Section, SectionIntro, type SectionTone } from '../primitives/Section';

/** Prose beside an illustration, with a short checklist of key points. */
export function StorySplit({ headingId, content, tone }: { headingId: string; content: StoryContent; tone?: SectionTone }) {
  return (
    <Section headingId={headingId} tone={tone}>
      <div className="split">
        <div>
          <SectionIntro headingId={headingId} intro={content.intro} />
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ul className="checklist">
            {content.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <Picture image={content.image} className="split__image" />
      </div>
    </Section>
  );
}

import type { CallToAction, ProcessStep, SectionIntroContent } from '../../content/types';
import { Section, SectionIntro, type SectionTone, SectionMoreLink } from '../primitives/Section';

interface ProcessStepsProps {
  headingId: string;
  intro: SectionIntroContent;
  steps: ProcessStep[];
  tone?: SectionTone;
  link?: CallToAction;
  id?: string;
}

/** Numbered steps of a project; the numbers come from the ordered list, not from the copy. */
export function ProcessSteps({ headingId, intro, steps, tone, link, id }: ProcessStepsProps) {
  return (
    <Section headingId={headingId} tone={tone} id={id}>
      <SectionIntro headingId={headingId} intro={intro} />
      <ol className={`steps${steps.length > 4 ? ' steps--long' : ''}`}>
        {steps.map((step) => (
          <li key={step.title} className="steps__item">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <SectionMoreLink link={link} />
    </Section>
  );
}

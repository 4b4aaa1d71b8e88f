import type { Testimonial } from '../../content/clients';
import type { SectionIntroContent } from '../../content/types';
import { Section, SectionIntro, type SectionTone } from '../primitives/Section';
import { SampleNote } from './SampleNote';

interface TestimonialsProps {
  headingId: string;
  intro: SectionIntroContent;
  items: Testimonial[];
  sampleNote: string;
  tone?: SectionTone;
}

export function Testimonials({ headingId, intro, items, sampleNote, tone }: TestimonialsProps) {
  return (
    <Section headingId={headingId} tone={tone}>
      <SectionIntro headingId={headingId} intro={intro} />
      {items.some((item) => item.sample) && <SampleNote text={sampleNote} />}
      <div className="grid grid--2">
        {items.map((item) => (
          <figure key={item.attribution} className="card testimonial">
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>{item.attribution}</figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

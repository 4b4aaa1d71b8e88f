import type { ReactNode } from 'react';
import type { CallToAction, SectionIntroContent } from '../../content/types';
import { Link } from '../router';

export type SectionTone = 'plain' | 'tint' | 'dark';

interface SectionProps {
  /** Id of the section's h2, which names the section for screen readers. */
  headingId: string;
  tone?: SectionTone;
  className?: string;
  id?: string;
  children: ReactNode;
}

export function Section({ headingId, tone = 'plain', className, id, children }: SectionProps) {
  const classes = ['section', tone !== 'plain' && `section--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={headingId}>
      <div className="container">{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and lead paragraph at the top of a section. */
export function SectionIntro({ headingId, intro }: { headingId: string; intro: SectionIntroContent }) {
  return (
    <div className="section__intro">
      {intro.eyebrow && <p className="eyebrow">{intro.eyebrow}</p>}
      <h2 id={headingId}>{intro.title}</h2>
      {intro.text && <p>{intro.text}</p>}
    </div>
  );
}

/** The "see more" link under a section, to another page of the site. */
export function SectionMoreLink({ link }: { link?: CallToAction }) {
  if (!link) return null;
  return (
    <p className="section__more">
      <Link href={link.href} className="text-link">
        {link.label}
      </Link>
    </p>
  );
}

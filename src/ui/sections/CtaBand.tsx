import { telHref } from '../../content/business';
import type { CtaBandContent } from '../../content/types';
import { Section } from '../primitives/Section';
import { Link } from '../router';
import { useSite } from '../site-context';

/** The closing call to action on a page: request a quote, or call. */
export function CtaBand({ headingId, content }: { headingId: string; content: CtaBandContent }) {
  const { business } = useSite();
  return (
    <Section headingId={headingId} tone="dark" className="cta-band">
      <div className="cta-band__inner">
        <div>
          <h2 id={headingId}>{content.title}</h2>
          <p>{content.text}</p>
        </div>
        <div className="cta-band__actions">
          <Link href={content.primary.href} className="button button--primary">
            {content.primary.label}
          </Link>
          <p className="cta-band__call">
            {content.callPrompt} <a href={telHref(business.phone)}>{business.phone}</a>
          </p>
        </div>
      </div>
    </Section>
  );
}

import { addressText, mapEmbedSrc, mapLinkHref } from '../../content/business';
import type { ContactContent } from '../../content/contact';
import { Section, SectionIntro, type SectionTone } from '../primitives/Section';
import { useSite } from '../site-context';

/** OpenStreetMap embed of the workshop; loads lazily since it sits at the bottom of the page. */
export function LocationMap({ headingId, content, tone }: { headingId: string; content: ContactContent['map']; tone?: SectionTone }) {
  const { business } = useSite();
  return (
    <Section headingId={headingId} tone={tone}>
      <SectionIntro headingId={headingId} intro={{ ...content.intro, text: content.intro.text ?? addressText(business) }} />
      <div className="map">
        <iframe
          title={content.frameTitle}
          src={mapEmbedSrc(business)}
          width="1120"
          height="420"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
      <p className="section__more">
        <a href={mapLinkHref(business)} className="text-link" target="_blank" rel="noopener noreferrer">
          {content.linkLabel}
        </a>
      </p>
    </Section>
  );
}

import { addressText, telHref, viberHref, whatsappHref } from '../../content/business';
import { HoursList } from '../primitives/HoursList';
import type { ContactContent } from '../../content/contact';
import { Section, SectionIntro } from '../primitives/Section';
import { useSite } from '../site-context';

type DetailsContent = ContactContent['details'];

/** Phone, WhatsApp, Viber, email, location and hours, all taken from the deployment's business details. */
export function ContactDetails({ headingId, content }: { headingId: string; content: DetailsContent }) {
  const { business } = useSite();
  const { labels } = content;
  return (
    <Section headingId={headingId}>
      <SectionIntro headingId={headingId} intro={content.intro} />
      <div className="grid grid--2 contact-grid">
        <dl className="card contact-list">
          <div>
            <dt>{labels.phone}</dt>
            <dd>
              <a href={telHref(business.phone)}>{business.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{labels.whatsapp}</dt>
            <dd>
              <a href={whatsappHref(business)} target="_blank" rel="noopener noreferrer">
                {labels.whatsappAction}
              </a>
            </dd>
          </div>
          {business.viberNumber && (
            <div>
              <dt>{labels.viber}</dt>
              <dd>
                <a href={viberHref(business)!}>{labels.viberAction}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>{labels.email}</dt>
            <dd>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </dd>
          </div>
          <div>
            <dt>{labels.location}</dt>
            <dd>{addressText(business)}</dd>
          </div>
        </dl>
        <div className="card">
          <h3>{labels.hours}</h3>
          <HoursList className="hours" />
          <p className="muted">{content.visitNote}</p>
        </div>
      </div>
    </Section>
  );
}

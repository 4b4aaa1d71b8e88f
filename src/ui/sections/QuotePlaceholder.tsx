import { telHref, whatsappHref } from '../../content/business';
import type { ContactContent } from '../../content/contact';
import { useSite } from '../site-context';

/**
 * Holds the place of the quote form, which a later change adds inside #quote; until then
 * it sends visitors to WhatsApp, email or the phone.
 */
export function QuotePlaceholder({ content }: { content: ContactContent['quote'] }) {
  const { business } = useSite();
  return (
    <section id="quote" className="section quote" aria-labelledby="quote-heading">
      <div className="container">
        <div className="card quote__panel">
          <h2 id="quote-heading">{content.title}</h2>
          <p>{content.text}</p>
          <div className="button-row">
            <a href={whatsappHref(business)} className="button button--primary" target="_blank" rel="noopener noreferrer">
              {content.whatsappLabel}
            </a>
            <a href={`mailto:${business.email}`} className="button button--secondary">
              {content.emailLabel}
            </a>
            <a href={telHref(business.phone)} className="button button--secondary">
              {content.callLabel} {business.phone}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

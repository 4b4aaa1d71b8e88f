import { contact } from '../../content/contact';
import { quoteForm } from '../../content/quote-form';
import { PageMeta } from '../primitives/PageMeta';
import { ContactDetails } from '../sections/ContactDetails';
import { LocationMap } from '../sections/LocationMap';
import { PageHeader } from '../sections/PageHeader';
import { QuoteChecklist } from '../sections/QuoteChecklist';
import { QuoteRequest } from '../sections/QuoteRequest';

export default function ContactPage() {
  return (
    <>
      <PageMeta title={contact.meta.title} description={contact.meta.description} path="/contact" />
      <PageHeader content={contact.header}>
        <div className="button-row">
          {/* Same-page jump to the quote section, so a plain anchor rather than a router Link. */}
          <a href="#quote" className="button button--primary">
            {contact.quote.title}
          </a>
        </div>
      </PageHeader>
      <ContactDetails headingId="details-heading" content={contact.details} />
      <QuoteChecklist headingId="checklist-heading" content={contact.checklist} tone="tint" />
      <QuoteRequest content={contact.quote} form={quoteForm} />
      <LocationMap headingId="map-heading" content={contact.map} tone="tint" />
    </>
  );
}

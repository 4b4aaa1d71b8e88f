import { Suspense } from 'react';
import { contact } from '../../content/contact';
import { quoteForm } from '../../content/quote-form';
import { PageMeta } from '../primitives/PageMeta';
import { ContactDetails } from '../sections/ContactDetails';
import { LocationMap } from '../sections/LocationMap';
import { PageHeader } from '../sections/PageHeader';
import { QuoteChecklist } from '../sections/QuoteChecklist';
import { useDeferred } from '../deferred';
import { Static } from '../primitives/Static';

function QuoteLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading the quote form...</span>
    </div>
  );
}

export default function ContactPage() {
  // The quote form is the heaviest code on the site: see client/pages.ts for when it loads.
  const { QuoteRequest } = useDeferred();
  return (
    <>
      <PageMeta title={contact.meta.title} description={contact.meta.description} page="contact" />
      <Static>
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
      </Static>
      {/* The section stays while its form loads: a link to #quote lands on it and keeps its focus. */}
      <section id="quote" className="section quote" aria-labelledby="quote-heading">
        <div className="container">
          <div className="section__intro">
            <p className="eyebrow">{contact.quote.eyebrow}</p>
            <h2 id="quote-heading">{contact.quote.title}</h2>
            <p>{contact.quote.text}</p>
          </div>
          <Suspense fallback={<QuoteLoading />}>
            <QuoteRequest form={quoteForm} />
          </Suspense>
        </div>
      </section>
      <Static>
        <LocationMap headingId="map-heading" content={contact.map} tone="tint" />
      </Static>
    </>
  );
}

import { useState } from 'react';
import { telHref, whatsappHref } from '../../content/business';
import { conversionAreas } from '../../shared/analytics-labels';
import type { QuoteFormContent } from '../../content/quote-form';
import { QuoteForm, type AcceptedQuote } from '../quote-form/QuoteForm';
import { QuoteThanks } from '../quote-form/QuoteThanks';
import { useTracker } from '../hooks/tracker';
import { HoursList } from '../primitives/HoursList';
import { useSite } from '../site-context';

export interface QuoteRequestProps {
  form: QuoteFormContent;
  /** On the server, the request's query string (a quote-form link's item); the browser reads its address bar. */
  search?: string;
}

/** The body of the Contact page's #quote section: the quote form, then the thank-you panel once sent. */
export function QuoteRequest({ form, search }: QuoteRequestProps) {
  const { business, quoteForm } = useSite();
  const tracker = useTracker();
  // A post without scripts the worker stored: the page it answers with thanks for it.
  const [accepted, setAccepted] = useState<AcceptedQuote | null>(quoteForm?.accepted ?? null);
  // A new key gives "Send another request" a fresh form: new draft id, new bot check.
  const [round, setRound] = useState(0);
  const { alternatives, aside } = form;

  const accept = (quote: AcceptedQuote) => {
    tracker.conversion('quote_submitted', conversionAreas.quoteForm);
    setAccepted(quote);
  };

  const sendAnother = () => {
    setAccepted(null);
    setRound((current) => current + 1);
  };

  return (
    <div className="quote__layout">
      <div className="quote__main">
        <div className="card quote__panel">
          {accepted ? (
            <QuoteThanks content={form.thanks} accepted={accepted} onSendAnother={sendAnother} />
          ) : (
            <QuoteForm key={round} content={form} search={search} onAccepted={accept} focusOnMount={round > 0} />
          )}
        </div>
        <p className="quote__alternatives">
          {alternatives.text}{' '}
          <a href={whatsappHref(business)} target="_blank" rel="noopener noreferrer">
            {alternatives.whatsapp}
          </a>
          , <a href={telHref(business.phone)}>{`${alternatives.call} ${business.phone}`}</a> {alternatives.or}{' '}
          <a href={`mailto:${business.email}`}>{`${alternatives.email} ${business.email}`}</a>.
        </p>
      </div>
      <aside className="quote__aside" aria-labelledby="quote-aside-heading">
        <h3 id="quote-aside-heading">{aside.title}</h3>
        <ol className="quote__steps">
          {aside.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h4>{aside.hoursTitle}</h4>
        <HoursList className="hours" />
      </aside>
    </div>
  );
}

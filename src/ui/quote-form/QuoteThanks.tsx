// Replaces the quote form once the request is in: the reference, what happens next, and
// quick ways to follow up or send another request.
import { useEffect, useRef } from 'react';
import { whatsappHref } from '../../content/business';
import { nearClosuresSentence, openHoursSentence } from '../../shared/reply-promise';
import { fillPlaceholders } from '../../shared/placeholders';
import type { QuoteFormContent } from '../../content/quote-form';
import { quotePath } from '../../shared/routes';
import { useSite } from '../site-context';
import type { AcceptedQuote } from './QuoteForm';

interface QuoteThanksProps {
  content: QuoteFormContent['thanks'];
  accepted: AcceptedQuote;
  onSendAnother(): void;
}

export function QuoteThanks({ content, accepted, onSendAnother }: QuoteThanksProps) {
  const { business, closures, hoursRows } = useSite();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in is gone: move focus to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const contactPhrase =
    content.contactPhrases[accepted.preferredContact as keyof typeof content.contactPhrases] ?? content.contactPhrases.email;
  const placeholders = { hours: openHoursSentence(hoursRows), contact: contactPhrase };
  const steps = content.nextSteps.map((step) => fillPlaceholders(step, placeholders));
  const closedSoon = nearClosuresSentence(closures, new Date());
  if (closedSoon) steps.splice(2, 0, closedSoon);

  return (
    <div className="quote-thanks">
      <svg className="quote-thanks__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path d="M14 24.5l7 7 13-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="quote-thanks__title" ref={headingRef} tabIndex={-1}>
        {content.title}
      </h3>
      {accepted.reference && (
        <div className="quote-thanks__reference">
          <p className="quote-thanks__reference-label">{content.referenceLabel}</p>
          <p className="quote-thanks__reference-value">{accepted.reference}</p>
          <p className="quote-thanks__reference-note">{content.referenceNote}</p>
        </div>
      )}
      <h4 className="quote-thanks__next">{content.nextTitle}</h4>
      <ol className="quote-thanks__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="button-row">
        <a href={whatsappHref(business)} className="button button--whatsapp" target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z"
            />
          </svg>
          {content.whatsapp}
        </a>
        {/* A link, so a page without scripts (the thank-you after a post) also starts a new request. */}
        <a
          href={`${quotePath}#quote`}
          className="button button--secondary"
          onClick={(event) => {
            event.preventDefault();
            onSendAnother();
          }}
        >
          {content.another}
        </a>
      </div>
    </div>
  );
}

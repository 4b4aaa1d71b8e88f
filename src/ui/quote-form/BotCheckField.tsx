// The bot check's place in the quote form: Cloudflare's widget, what it is doing, and its error.
import { whatsappHref } from '../../content/business';
import type { QuoteFormContent } from '../../content/quote-form';
import { useSite } from '../site-context';
import { describedBy, FieldError } from './fields';
import type { TurnstileControl } from './turnstile';
import { turnstileGroupId } from './use-field-errors';

interface BotCheckFieldProps {
  content: QuoteFormContent['turnstile'];
  widget: TurnstileControl;
  error: string | undefined;
  /** The draft is restored: the script runs (the server's HTML has no bot check to wait for). */
  ready: boolean;
}

export function BotCheckField({ content, widget, error, ready }: BotCheckFieldProps) {
  const { business } = useSite();
  // Apart, so reading the widget's state is not taken for reading its container's ref.
  const { containerRef, status } = widget;
  return (
    <div
      className="field turnstile-field"
      id={turnstileGroupId}
      role="group"
      aria-label={content.label}
      aria-describedby={describedBy('turnstileToken', undefined, error)}
      tabIndex={-1}
    >
      <div ref={containerRef} className="turnstile-field__widget" />
      {/* Not in the server's HTML: without scripts there is no bot check to wait for. */}
      {status === 'loading' && ready && <p className="field__hint">{content.loading}</p>}
      {status === 'development-token' && <p className="turnstile-field__note">{content.devFallback}</p>}
      {status === 'error' && <p className="field__hint">{content.failed}</p>}
      {status === 'unavailable' && (
        <p className="field__error field__error--block" role="alert">
          {content.unavailable}{' '}
          <a href={whatsappHref(business)} target="_blank" rel="noopener noreferrer">
            {content.whatsappLink}
          </a>
        </p>
      )}
      <FieldError field="turnstileToken" error={error} />
    </div>
  );
}

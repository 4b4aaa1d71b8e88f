import { messengerHref, whatsappHref } from '../../content/business';
import { useSite } from '../site-context';

export function FloatingContact() {
  const { business, flags } = useSite();
  return (
    <aside className="floating-contact" aria-label="Chat with us">
      {flags.facebookChat && (
        <a
          className="floating-contact__button floating-contact__button--messenger"
          href={messengerHref(business)}
          target="_blank"
          rel="noopener"
          aria-label="Chat with us on Messenger (opens in a new tab)"
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2C6.4 2 2 6.1 2 11.5c0 2.9 1.2 5.3 3.3 7V22l3-1.7c1.1.3 2.3.5 3.7.5 5.6 0 10-4.1 10-9.4S17.6 2 12 2zm1 12.6-2.6-2.7-5 2.7 5.5-5.8 2.6 2.7 4.9-2.7z"
            />
          </svg>
        </a>
      )}
      <a
        className="floating-contact__button floating-contact__button--whatsapp"
        href={whatsappHref(business)}
        target="_blank"
        rel="noopener"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.5 4c1.7.7 2.4.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3z"
          />
        </svg>
      </a>
    </aside>
  );
}

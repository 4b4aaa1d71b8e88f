import { messengerHref, viberHref, whatsappHref } from '../../content/business';
import { useSite } from '../site-context';

// The icons are files in public/icons, not inline SVG: their paths would cost every page's
// always-loaded script half a kilobyte. Lazy, so none is preloaded and each SVG document is built
// after the first paint; with scripts on, those in the closed menu load only when it opens.
const icon = (name: string, size: number) => <img src={`/icons/${name}.svg`} alt="" width={size} height={size} loading="lazy" />;

/**
 * One floating button, WhatsApp's, at the bottom right. With other chat apps switched on it opens
 * a menu of them (WhatsApp first): a <details>, so it works before and without the page's code.
 * layout.css hides it while a field has focus (an open on-screen keyboard) or a quote-list panel is open.
 */
export function FloatingContact() {
  const { business, flags } = useSite();
  const whatsapp = (
    <a
      className="floating-contact__button floating-contact__button--whatsapp"
      href={whatsappHref(business)}
      target="_blank"
      rel="noopener"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      {icon('whatsapp', 28)}
    </a>
  );
  const others = [
    flags.facebookChat && (
      <a
        key="messenger"
        className="floating-contact__button floating-contact__button--messenger"
        href={messengerHref(business)}
        target="_blank"
        rel="noopener"
        aria-label="Chat with us on Messenger (opens in a new tab)"
      >
        {icon('messenger', 26)}
      </a>
    ),
    business.viberNumber && (
      <a
        key="viber"
        className="floating-contact__button floating-contact__button--viber"
        href={viberHref(business)!}
        aria-label="Chat with us on Viber (opens the Viber app)"
      >
        {icon('viber', 26)}
      </a>
    ),
  ].filter(Boolean);
  return (
    <aside className="floating-contact" aria-label="Chat with us">
      {others.length ? (
        <details className="floating-contact__menu">
          <summary className="floating-contact__button floating-contact__button--whatsapp" aria-label="Chat with us">
            {icon('whatsapp', 28)}
          </summary>
          <div className="floating-contact__choices">
            {whatsapp}
            {others}
          </div>
        </details>
      ) : (
        whatsapp
      )}
    </aside>
  );
}

import { messengerHref, viberHref, whatsappHref } from '../../content/business';
import { useSite } from '../site-context';

// The icons are files in public/icons, not inline SVG: their paths would cost every page's
// always-loaded script half a kilobyte.
const icon = (name: string, size: number) => <img src={`/icons/${name}.svg`} alt="" width={size} height={size} />;

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
          {icon('messenger', 26)}
        </a>
      )}
      {business.viberNumber && (
        <a className="floating-contact__button floating-contact__button--viber" href={viberHref(business)!} aria-label="Chat with us on Viber (opens the Viber app)">
          {icon('viber', 26)}
        </a>
      )}
      <a
        className="floating-contact__button floating-contact__button--whatsapp"
        href={whatsappHref(business)}
        target="_blank"
        rel="noopener"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
      >
        {icon('whatsapp', 28)}
      </a>
    </aside>
  );
}

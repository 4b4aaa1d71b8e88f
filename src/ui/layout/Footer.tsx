import { addressText, mapEmbedSrc, telHref, viberHref } from '../../content/business';
import { HoursList } from '../primitives/HoursList';
import { footerContent } from '../../content/footer';
import { footerQuickLinkPages, privacyPath } from '../../shared/routes';
import { Link } from '../router';
import { useSite } from '../site-context';

export function Footer() {
  const { business } = useSite();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {business.name}
          </h2>
          <p>{footerContent.about}</p>
        </section>
        <div>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className="site-footer__heading">
              Quick Links
            </h2>
            <ul className="site-footer__list">
              {footerQuickLinkPages.map((page) => (
                <li key={page.id}>
                  <Link href={page.path}>{page.footerLabel}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-materials">
            <h2 id="footer-materials" className="site-footer__heading">
              {footerContent.materials.title}
            </h2>
            <ul className="site-footer__list">
              {footerContent.materials.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <address className="site-footer__list">
            <p>
              Phone: <a href={telHref(business.phone)}>{business.phone}</a>
            </p>
            {business.viberNumber && (
              <p>
                Viber: <a href={viberHref(business)!}>Chat on Viber</a>
              </p>
            )}
            <p>
              Email: <a href={`mailto:${business.email}`}>{business.email}</a>
            </p>
            <p>{addressText(business)}</p>
          </address>
          <h3 className="site-footer__subheading">Business Hours</h3>
          <HoursList className="footer-hours" />
        </section>
        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="site-footer__heading">
            {footerContent.mapTitle}
          </h2>
          <iframe
            className="site-footer__map"
            title={footerContent.mapTitle}
            src={mapEmbedSrc(business)}
            loading="lazy"
            width="400"
            height="220"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </section>
      </div>
      <div className="site-footer__legal">
        <div className="container">
          <p>{`© ${footerContent.copyrightYear} ${business.name}. All rights reserved.`}</p>
          <Link href={privacyPath}>Privacy Notice</Link>
        </div>
      </div>
    </footer>
  );
}

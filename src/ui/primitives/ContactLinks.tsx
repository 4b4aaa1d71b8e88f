import type { ContactLink } from '../../shared/contact-links';

/** The ways to reach the business (call, Viber, email...) as a row of buttons. */
export function ContactLinks({ links }: { links: readonly ContactLink[] }) {
  return (
    <ul className="contact__links">
      {links.map((link) => (
        <li key={link.label}>
          <a className="button" href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

import { notFound } from '../../content/not-found';
import { PageMeta } from '../primitives/PageMeta';
import { PageHeader } from '../sections/PageHeader';
import { Link } from '../router';
import { Static } from '../primitives/Static';

export default function NotFoundPage() {
  return (
    <>
      <PageMeta title={notFound.meta.title} description={notFound.meta.description} />
      <Static>
        <PageHeader content={{ eyebrow: notFound.eyebrow, title: notFound.title, lead: notFound.text }}>
          <nav aria-label={notFound.linksTitle}>
            <ul className="button-row not-found__links">
              {notFound.links.map((link, index) => (
                <li key={link.href}>
                  <Link href={link.href} className={`button ${index === 0 ? 'button--primary' : 'button--secondary'}`}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </PageHeader>
      </Static>
    </>
  );
}

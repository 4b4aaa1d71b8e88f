import { addressText, telHref } from '../../content/business';
import { privacy } from '../../content/privacy';
import { fillPlaceholders } from '../../shared/placeholders';
import { quotePath } from '../../shared/routes';
import { PageMeta } from '../primitives/PageMeta';
import { Link } from '../router';
import { PageHeader } from '../sections/PageHeader';
import { useSite } from '../site-context';
import { Static } from '../primitives/Static';

export default function PrivacyPage() {
  const { business } = useSite();
  const withBusiness = (text: string) => fillPlaceholders(text, { business: business.name });
  const { contact } = privacy;
  const dpoEmail = contact.dpoEmail ?? business.email;

  return (
    <>
      <PageMeta title={privacy.meta.title} description={privacy.meta.description} page="privacy" />
      <Static>
        <PageHeader content={{ ...privacy.header, lead: withBusiness(privacy.header.lead) }}>
          <p className="privacy__updated">
            {privacy.lastUpdatedLabel}: {privacy.lastUpdated}
          </p>
        </PageHeader>
        <div className="section">
          <div className="container privacy">
            <nav className="privacy__toc" aria-labelledby="privacy-toc-heading">
              <h2 id="privacy-toc-heading" className="privacy__toc-title">
                {privacy.contentsLabel}
              </h2>
              <ol>
                {privacy.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
                <li>
                  <a href={`#${contact.id}`}>{contact.title}</a>
                </li>
              </ol>
            </nav>
            <div className="prose">
              {privacy.sections.map((section) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                  <h2 id={`${section.id}-heading`}>{section.title}</h2>
                  {section.paragraphs?.map((paragraph) => (
                    <p key={paragraph}>{withBusiness(paragraph)}</p>
                  ))}
                  {section.items && (
                    <ul>
                      {section.items.map((item) => (
                        <li key={item}>{withBusiness(item)}</li>
                      ))}
                    </ul>
                  )}
                  {section.after?.map((paragraph) => (
                    <p key={paragraph}>{withBusiness(paragraph)}</p>
                  ))}
                </section>
              ))}
              <section id={contact.id} aria-labelledby={`${contact.id}-heading`}>
                <h2 id={`${contact.id}-heading`}>{contact.title}</h2>
                <p>{contact.text}</p>
                <dl className="card privacy__contact">
                  <div>
                    <dt>{contact.dpoLabel}</dt>
                    <dd>{withBusiness(contact.dpoName)}</dd>
                  </div>
                  <div>
                    <dt>{contact.emailLabel}</dt>
                    <dd>
                      <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{contact.phoneLabel}</dt>
                    <dd>
                      <a href={telHref(business.phone)}>{business.phone}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{contact.addressLabel}</dt>
                    <dd>{addressText(business)}</dd>
                  </div>
                </dl>
                <p>
                  {contact.npcText}{' '}
                  <a href={contact.npcHref} target="_blank" rel="noopener noreferrer">
                    {contact.npcLinkText}
                  </a>
                </p>
                <p>
                  <Link href={`${quotePath}#quote`} className="text-link">
                    {privacy.backToQuote}
                  </Link>
                </p>
              </section>
            </div>
          </div>
        </div>
      </Static>
    </>
  );
}

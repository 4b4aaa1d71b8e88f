import type { FabricationService, ServiceLabels } from '../../content/services';
import type { SectionIntroContent } from '../../content/types';
import { Picture } from '../primitives/Picture';
import { Section, SectionIntro } from '../primitives/Section';

interface ServiceListProps {
  headingId: string;
  intro: SectionIntroContent;
  services: FabricationService[];
  labels: ServiceLabels;
}

/** One block per fabrication service: summary, typical items, grades and finishes, with an illustration. */
export function ServiceList({ headingId, intro, services, labels }: ServiceListProps) {
  return (
    <Section headingId={headingId}>
      <SectionIntro headingId={headingId} intro={intro} />
      <nav className="jump-links" aria-label="Fabrication services">
        <ul>
          {services.map((service) => (
            <li key={service.id}>
              <a href={`#${service.id}`}>{service.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {services.map((service) => (
        <article key={service.id} id={service.id} className="service" aria-labelledby={`${service.id}-heading`}>
          <div className="service__body">
            <h3 id={`${service.id}-heading`}>{service.title}</h3>
            <p>{service.summary}</p>
            <h4>{labels.typicalItems}</h4>
            <ul className="checklist">
              {service.typicalItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <dl className="service__specs">
              <div>
                <dt>{labels.grades}</dt>
                <dd>{service.grades}</dd>
              </div>
              <div>
                <dt>{labels.finishes}</dt>
                <dd>{service.finishes}</dd>
              </div>
            </dl>
          </div>
          <Picture image={service.image} className="service__image" />
        </article>
      ))}
    </Section>
  );
}

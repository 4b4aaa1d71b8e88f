import { services } from '../../content/services';
import { PageMeta } from '../primitives/PageMeta';
import { CtaBand } from '../sections/CtaBand';
import { FaqList } from '../sections/FaqList';
import { MaterialsOverview } from '../sections/MaterialsOverview';
import { PageHeader } from '../sections/PageHeader';
import { ProcessSteps } from '../sections/ProcessSteps';
import { ServiceList } from '../sections/ServiceList';
import { TagList } from '../sections/TagList';
import { Static } from '../primitives/Static';

export default function ServicesPage() {
  return (
    <>
      <PageMeta title={services.meta.title} description={services.meta.description} page="services" />
      <Static>
        <PageHeader content={services.header} />
        <ServiceList
          headingId="fabrication-heading"
          intro={services.fabrication.intro}
          services={services.fabrication.services}
          labels={services.fabrication.labels}
        />
        <MaterialsOverview id="supply" headingId="supply-heading" content={services.supply} link={services.supply.link} tone="tint" />
        <TagList
          headingId="processes-heading"
          intro={services.processes.intro}
          items={services.processes.items}
          link={services.processes.link}
        />
        <ProcessSteps id="process" headingId="process-heading" intro={services.steps.intro} steps={services.steps.items} tone="tint" />
        <FaqList headingId="faq-heading" intro={services.faqs.intro} items={services.faqs.items} />
        <CtaBand headingId="cta-heading" content={services.cta} />
      </Static>
    </>
  );
}

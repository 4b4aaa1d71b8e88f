import { clients } from '../../content/clients';
import { PageMeta } from '../primitives/PageMeta';
import { CtaBand } from '../sections/CtaBand';
import { FeatureGrid } from '../sections/FeatureGrid';
import { PageHeader } from '../sections/PageHeader';
import { ProjectGallery } from '../sections/ProjectGallery';
import { ProjectList } from '../sections/ProjectList';
import { useSite } from '../site-context';
import { TagList } from '../sections/TagList';
import { Testimonials } from '../sections/Testimonials';
import { Static } from '../primitives/Static';

export default function ClientsPage() {
  // The owner's published projects replace the samples in code.
  const { projects } = useSite();
  return (
    <>
      <PageMeta title={clients.meta.title} description={clients.meta.description} page="clients" />
      <Static>
        <PageHeader content={clients.header} />
        <FeatureGrid headingId="industries-heading" intro={clients.industries.intro} items={clients.industries.items} />
        <TagList
          headingId="project-types-heading"
          intro={clients.projectTypes.intro}
          items={clients.projectTypes.items}
          link={clients.projectTypes.link}
          tone="tint"
        />
        {projects ? (
          <ProjectGallery headingId="projects-heading" intro={clients.projects.intro} projects={projects} />
        ) : (
          <ProjectList
            headingId="projects-heading"
            intro={clients.projects.intro}
            projects={clients.projects.items}
            labels={clients.projects.labels}
            sampleNote={clients.projects.sampleNote}
          />
        )}
        <Testimonials
          headingId="testimonials-heading"
          intro={clients.testimonials.intro}
          items={clients.testimonials.items}
          sampleNote={clients.testimonials.sampleNote}
          tone="tint"
        />
        <CtaBand headingId="cta-heading" content={clients.cta} />
      </Static>
    </>
  );
}

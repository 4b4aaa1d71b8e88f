import { home } from '../../content/home';
import { ProjectGallery } from '../sections/ProjectGallery';
import { useSite } from '../site-context';
import { PageMeta } from '../primitives/PageMeta';
import { CtaBand } from '../sections/CtaBand';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Hero } from '../sections/Hero';
import { MaterialsOverview } from '../sections/MaterialsOverview';
import { ProcessSteps } from '../sections/ProcessSteps';
import { TagList } from '../sections/TagList';
import { Static } from '../primitives/Static';

export default function HomePage() {
  const { projects } = useSite();
  return (
    <>
      <PageMeta title={home.meta.title} description={home.meta.description} page="home" />
      <Static>
        <Hero content={home.hero} />
        <FeatureGrid
          headingId="fabrication-heading"
          intro={home.fabrication.intro}
          items={home.fabrication.items}
          link={home.fabrication.link}
        />
        <MaterialsOverview headingId="supply-heading" content={home.supply} link={home.supply.link} tone="tint" />
        <FeatureGrid headingId="reasons-heading" intro={home.reasons.intro} items={home.reasons.items} columns={4} />
        <ProcessSteps
          headingId="process-heading"
          intro={home.process.intro}
          steps={home.process.steps}
          link={home.process.link}
          tone="tint"
        />
        <TagList headingId="industries-heading" intro={home.industries.intro} items={home.industries.items} link={home.industries.link} />
        {projects && projects.length > 0 && (
          <ProjectGallery
            headingId="recent-projects-heading"
            intro={home.recentProjects.intro}
            projects={projects.slice(0, home.recentProjects.count)}
            tone="tint"
          />
        )}
        <CtaBand headingId="cta-heading" content={home.cta} />
      </Static>
    </>
  );
}

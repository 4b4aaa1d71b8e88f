import { home } from '../../content/home';
import { PageMeta } from '../primitives/PageMeta';
import { CtaBand } from '../sections/CtaBand';
import { FeatureGrid } from '../sections/FeatureGrid';
import { Hero } from '../sections/Hero';
import { MaterialsOverview } from '../sections/MaterialsOverview';
import { ProcessSteps } from '../sections/ProcessSteps';
import { TagList } from '../sections/TagList';

export default function HomePage() {
  return (
    <>
      <PageMeta title={home.meta.title} description={home.meta.description} page="home" />
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
      <TagList
        headingId="industries-heading"
        intro={home.industries.intro}
        items={home.industries.items}
        link={home.industries.link}
      />
      <CtaBand headingId="cta-heading" content={home.cta} />
    </>
  );
}

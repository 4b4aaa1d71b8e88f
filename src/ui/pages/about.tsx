import { about } from '../../content/about';
import { PageMeta } from '../primitives/PageMeta';
import { CtaBand } from '../sections/CtaBand';
import { FeatureGrid } from '../sections/FeatureGrid';
import { PageHeader } from '../sections/PageHeader';
import { StorySplit } from '../sections/StorySplit';
import { Static } from '../primitives/Static';

export default function AboutPage() {
  return (
    <>
      <PageMeta title={about.meta.title} description={about.meta.description} page="about" />
      <Static>
        <PageHeader content={about.header} />
        <StorySplit headingId="story-heading" content={about.story} />
        <FeatureGrid
          headingId="capabilities-heading"
          intro={about.capabilities.intro}
          items={about.capabilities.items}
          columns={4}
          tone="tint"
        />
        <FeatureGrid headingId="quality-heading" intro={about.quality.intro} items={about.quality.items} />
        <FeatureGrid headingId="values-heading" intro={about.values.intro} items={about.values.items} columns={4} tone="tint" />
        <FeatureGrid headingId="team-heading" intro={about.team.intro} items={about.team.items} columns={4} />
        <CtaBand headingId="cta-heading" content={about.cta} />
      </Static>
    </>
  );
}

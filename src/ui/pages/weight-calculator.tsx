import { densitySource, gradeDensities, weightCalculator as copy } from '../../content/weight-calculator';
import { materialGradeIds } from '../../shared/catalogue';
import { pagePath } from '../../shared/routes';
import { PageMeta } from '../primitives/PageMeta';
import { Section } from '../primitives/Section';
import { Static } from '../primitives/Static';
import { PageHeader } from '../sections/PageHeader';
import { WeightCalculator } from '../weight-calculator/WeightCalculator';

export default function WeightCalculatorPage() {
  const example = pagePath('weight-calculator') + copy.share.example;
  return (
    <>
      <PageMeta title={copy.meta.title} description={copy.meta.description} page="weight-calculator" />
      <Static>
        <PageHeader content={copy.header} />
      </Static>
      <Section headingId="calc-heading">
        <WeightCalculator />
      </Section>
      <Static>
        <Section headingId="calc-share-heading" tone="tint">
          <div className="calc__reference">
            <div>
              <h2 id="calc-share-heading">{copy.share.title}</h2>
              <p>{copy.share.text}</p>
              <p>
                <a href={example}>{copy.share.example}</a>
              </p>
            </div>
            <div>
              <h2>{copy.densitiesTitle}</h2>
              <p>{`${materialGradeIds.map((grade) => `${grade.label} ${gradeDensities[grade.id]}`).join(', ')} g/cm³. ${densitySource}`}</p>
            </div>
          </div>
        </Section>
      </Static>
    </>
  );
}

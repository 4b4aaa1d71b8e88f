import { gradeDensities, densitySource, sheetGauges, weightCalculator as copy } from '../../content/weight-calculator';
import { materialGradeIds } from '../../shared/catalogue';
import { pagePath } from '../../shared/routes';
import { PageMeta } from '../primitives/PageMeta';
import { Section } from '../primitives/Section';
import { PageHeader } from '../sections/PageHeader';
import { SampleNote } from '../sections/SampleNote';
import { WeightCalculator } from '../weight-calculator/WeightCalculator';
import { formatSize } from '../weight-calculator/weight-wording';

export default function WeightCalculatorPage() {
  const example = pagePath('weight-calculator') + copy.share.example;
  return (
    <>
      <PageMeta title={copy.meta.title} description={copy.meta.description} page="weight-calculator" />
      <PageHeader content={copy.header} />
      <Section headingId="calc-heading">
        <WeightCalculator />
      </Section>
      <Section headingId="calc-reference-heading" tone="tint">
        <div className="calc__reference">
          <div>
            <h2 id="calc-reference-heading">{copy.share.title}</h2>
            <p>
              {copy.share.text} (for example <a href={example}>{copy.share.example}</a>):
            </p>
            <dl className="calc__params">
              {copy.share.parameters.map(([name, meaning]) => (
                <div key={name}>
                  <dt>
                    <code>{name}</code>
                  </dt>
                  <dd>{meaning}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h2>{copy.densitiesTitle}</h2>
            <p>
              {materialGradeIds.map((grade) => `${grade.label} ${gradeDensities[grade.id]}`).join(', ')} g/cm³. {densitySource}
            </p>
            <h3>{copy.gaugesTitle}</h3>
            <p>{sheetGauges.inches.map(({ gauge, inches }) => `${gauge} ga ${formatSize(inches * 25.4)} mm`).join(', ')}.</p>
            {sheetGauges.sample && <SampleNote text={sheetGauges.note} />}
          </div>
        </div>
      </Section>
    </>
  );
}

// The stock catalogue's index (/materials): the families, grades and finishes, mill certificates.
import { materialsIndex } from '../../content/materials-index';
import { materialFamilies, materialFamilyPath } from '../../shared/material-families';
import { PageMeta } from '../primitives/PageMeta';
import { Section, SectionIntro, SectionMoreLink } from '../primitives/Section';
import { Link } from '../router';
import { CtaBand } from '../sections/CtaBand';
import { NoteList } from '../sections/NoteList';
import { PageHeader } from '../sections/PageHeader';
import { SampleNote } from '../sections/SampleNote';
import { Static } from '../primitives/Static';

export default function MaterialsPage() {
  const { meta, header, families, gradesAndFinishes, millCertificates, calculator, cta } = materialsIndex;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} page="materials" />
      <Static>
        <PageHeader content={header} />
        <Section headingId="families-heading">
          <SectionIntro headingId="families-heading" intro={families} />
          <ul className="grid grid--3 family-cards">
            {materialFamilies.map((family) => (
              <li key={family.id} className="card family-card">
                <h3>
                  <Link href={materialFamilyPath(family.id)}>{family.label}</Link>
                </h3>
                <p>{families.summaries[family.id]}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section headingId="grades-heading" tone="tint">
          <SectionIntro headingId="grades-heading" intro={gradesAndFinishes.intro} />
          <div className="grid grid--2">
            <NoteList title={gradesAndFinishes.gradesTitle} items={gradesAndFinishes.grades} />
            <NoteList title={gradesAndFinishes.finishesTitle} items={gradesAndFinishes.finishes} />
          </div>
        </Section>
        <Section headingId="mill-certificates">
          <SectionIntro headingId="mill-certificates" intro={millCertificates.intro} />
          {millCertificates.sample && <SampleNote text={millCertificates.sampleNote} />}
          <ul className="checklist">
            {millCertificates.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Section>
        <Section headingId="calculator-heading" tone="tint">
          <SectionIntro headingId="calculator-heading" intro={calculator.intro} />
          <SectionMoreLink link={calculator.link} />
        </Section>
        <CtaBand headingId="cta-heading" content={cta} />
      </Static>
    </>
  );
}

// The stock catalogue's index (/materials): the families, grades and finishes, mill certificates.
import { catalogueFamilies, materialsIndex } from '../../content/catalogue';
import { materialFamilies, materialFamilyPath, materialGradeIds } from '../../shared/catalogue';
import { familyGrades } from '../catalogue/catalogue-filter';
import { PageMeta } from '../primitives/PageMeta';
import { Section, SectionIntro, SectionMoreLink } from '../primitives/Section';
import { Link } from '../router';
import { CtaBand } from '../sections/CtaBand';
import { NoteList } from '../sections/MaterialsOverview';
import { PageHeader } from '../sections/PageHeader';

const familyLabel = (id: string) => materialFamilies.find((family) => family.id === id)!.label;
const gradeLabels = (ids: string[]) => materialGradeIds.filter((grade) => ids.includes(grade.id)).map((grade) => grade.label);

export default function MaterialsPage() {
  const { meta, header, families, gradesAndFinishes, millCertificates, calculator, cta } = materialsIndex;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} page="materials" />
      <PageHeader content={header} />
      <Section headingId="families-heading">
        <SectionIntro headingId="families-heading" intro={families} />
        <ul className="grid grid--3 family-cards">
          {catalogueFamilies.map((family) => (
            <li key={family.id} className="card family-card">
              <h3>
                <Link href={materialFamilyPath(family.id)}>{familyLabel(family.id)}</Link>
              </h3>
              <p>{family.summary}</p>
              <p className="muted">{gradeLabels(familyGrades(family)).join(', ')}</p>
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
        {millCertificates.sample && <p className="sample-note">{millCertificates.sampleNote}</p>}
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
    </>
  );
}

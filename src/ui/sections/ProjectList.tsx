import type { ProjectLabels, ProjectWriteUp } from '../../content/clients';
import type { SectionIntroContent } from '../../content/types';
import { Section, SectionIntro, type SectionTone } from '../primitives/Section';
import { SampleNote } from './SampleNote';

interface ProjectListProps {
  headingId: string;
  intro: SectionIntroContent;
  projects: ProjectWriteUp[];
  labels: ProjectLabels;
  sampleNote: string;
  tone?: SectionTone;
}

/** Project write-ups as cards; flags the list while any of them is sample content. */
export function ProjectList({ headingId, intro, projects, labels, sampleNote, tone }: ProjectListProps) {
  return (
    <Section headingId={headingId} tone={tone}>
      <SectionIntro headingId={headingId} intro={intro} />
      {projects.some((project) => project.sample) && <SampleNote text={sampleNote} />}
      <ul className="grid grid--3 projects">
        {projects.map((project) => (
          <li key={project.title} className="card project">
            <p className="project__industry">{project.industry}</p>
            <h3>{project.title}</h3>
            <p className="project__client">{project.client}</p>
            <p>{project.summary}</p>
            <h4>{labels.scope}</h4>
            <ul className="checklist">
              {project.scope.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h4>{labels.materials}</h4>
            <p>{project.materials}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

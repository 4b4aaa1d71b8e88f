// The owner's published projects with their photos (src/shared/site-facts.ts), in the owner's order.
import type { SectionIntroContent } from '../../content/types';
import type { Project } from '../../shared/site-facts';
import { sitePhotoSrcSet, sitePhotoUrl } from '../../shared/site-photos';
import { Section, SectionIntro, type SectionTone } from '../primitives/Section';

interface ProjectGalleryProps {
  headingId: string;
  intro: SectionIntroContent;
  projects: Project[];
  tone?: SectionTone;
}

/** A card is at most 480 px wide (pages.css), the full width on phones. */
const photoSizes = '(min-width: 520px) 480px, 100vw';

export function ProjectGallery({ headingId, intro, projects, tone }: ProjectGalleryProps) {
  return (
    <Section headingId={headingId} tone={tone}>
      <SectionIntro headingId={headingId} intro={intro} />
      <ul className="grid grid--3 projects">
        {projects.map((project) => (
          <li key={project.id} className="card project">
            {project.photos.map((photo, index) => (
              <img
                key={photo.hash}
                className="project__photo"
                src={sitePhotoUrl(photo, photo.renditions.at(-1) ?? photo.width)}
                srcSet={sitePhotoSrcSet(photo)}
                sizes={photoSizes}
                width={photo.width}
                height={photo.height}
                alt={`${project.title}, photo ${index + 1} of ${project.photos.length}`}
                loading="lazy"
                decoding="async"
              />
            ))}
            <p className="project__industry">{project.industry}</p>
            <h3>{project.title}</h3>
            <p className="project__client">{`${project.location}, ${project.year}`}</p>
            {project.description && <p>{project.description}</p>}
            <p>{project.gradeAndFinish}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

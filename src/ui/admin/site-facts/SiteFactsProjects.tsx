// The Projects screens: the list (order, edit, delete), one project's form with Save in the
// sticky bar, and the confirmation a deletion or a photo's removal asks for first. Deleting and
// removing are links to a page of their own, apart from Save, so they work without script and a
// stray tap never loses anything.
import { postedProjectPhotos, type Project } from '../../../shared/site-facts';
import { maxPhotosPerProject, sitePhotoUrl } from '../../../shared/site-photos';
import { ConfirmPage, type ConfirmView } from '../ConfirmPage';
import { Field, FieldError } from '../Field';
import { SaveBar } from './SiteFactsSaveBar';
import type { SiteFactsView } from './SiteFactsPage';
import { adminPaths } from '../../../shared/admin-paths';

function projectValues(project: Project | null): Record<string, string> {
  if (!project) return { photos: '[]' };
  const { title, industry, location, year, gradeAndFinish, description, hidden, photos } = project;
  return {
    title,
    industry,
    location,
    year: String(year),
    gradeAndFinish,
    description,
    hidden: hidden ? 'on' : '',
    photos: JSON.stringify(photos),
  };
}

/** One project's form (`project` null: a new one), Save in its sticky bar. */
function ProjectForm({ project, view }: { project: Project | null; view: SiteFactsView }) {
  const id = project?.id ?? 'new';
  const failed = view.project?.id === id ? view.project : undefined;
  const values = failed?.values ?? projectValues(project);
  const errors = failed?.errors ?? {};
  // A posted list that came back refused may be anything: the form shows what of it is valid.
  const photos = postedProjectPhotos(values.photos);
  const saved = new Set(project?.photos.map((photo) => photo.hash));
  const field = (name: string) => `project-${id}-${name}`;
  const form = { values, errors };
  const input = (name: string, label: string, props: { maxLength?: number; inputMode?: 'numeric' } = {}) => (
    <Field view={form} name={name} id={field(name)} label={label} {...props} />
  );
  return (
    <form method="post" action={adminPaths.siteProject(id)} className="facts-form project-form">
      {input('title', 'Title', { maxLength: 100 })}
      {input('industry', 'Industry', { maxLength: 60 })}
      {input('location', 'Location', { maxLength: 80 })}
      {input('year', 'Year', { inputMode: 'numeric' })}
      {input('gradeAndFinish', 'Grade and finish', { maxLength: 80 })}
      <Field view={form} name="description" id={field('description')} label="Description" rows={4} maxLength={600} />
      <label>
        <input type="checkbox" name="hidden" defaultChecked={values.hidden === 'on'} /> Hidden from the site
      </label>
      <fieldset className="photo-field">
        <legend>Photos (up to {maxPhotosPerProject})</legend>
        <input type="hidden" name="photos" value={JSON.stringify(photos)} data-photos />
        <ul className="photo-list" data-photo-list>
          {photos.map((photo, index) => (
            <li key={photo.hash}>
              <img
                src={sitePhotoUrl(photo, photo.renditions[0] ?? photo.width)}
                width={160}
                height={Math.round((160 * photo.height) / photo.width)}
                alt={`Photo ${index + 1}`}
              />
              {project && saved.has(photo.hash) && (
                <a className="danger-link" href={`${adminPaths.siteProject(project.id)}/photos/${photo.hash}/remove`}>
                  Remove photo {index + 1}…
                </a>
              )}
            </li>
          ))}
        </ul>
        <label htmlFor={field('add-photos')}>Add photos</label>
        <input id={field('add-photos')} type="file" accept="image/*" multiple data-photo-input />
        <p className="muted" data-photo-status role="status">
          Photos are made smaller on this phone before they upload; their location data is removed.
        </p>
        <FieldError id={field('photos')} error={errors.photos} />
      </fieldset>
      <SaveBar view={view} save={project ? 'Save project to the draft' : 'Add project to the draft'} />
    </form>
  );
}

/** The list: each project's place, a link to edit it and, apart, to delete it. */
export function ProjectList({ view }: { view: SiteFactsView }) {
  const projects = view.projects ?? [];
  return (
    <>
      <p className="muted">
        {view.projects ? 'Shown on Clients and Home in this order.' : 'The site shows the sample projects until you add your own.'}
      </p>
      <ol className="project-list">
        {projects.map((project, index) => (
          <li key={project.id} className="project-edit" aria-label={project.title}>
            <h2>{project.title}</h2>
            <p className="muted">
              {project.industry}, {project.year}; {project.photos.length} photo{project.photos.length === 1 ? '' : 's'}
              {project.hidden ? '; hidden from the site' : ''}
            </p>
            <div className="inline-form">
              <a className="button" href={adminPaths.siteProject(project.id)}>
                Edit
              </a>
              {index > 0 && (
                <form method="post" action={`${adminPaths.siteProject(project.id)}/move`}>
                  <button type="submit" name="direction" value="up">
                    Move up
                  </button>
                </form>
              )}
              {index < projects.length - 1 && (
                <form method="post" action={`${adminPaths.siteProject(project.id)}/move`}>
                  <button type="submit" name="direction" value="down">
                    Move down
                  </button>
                </form>
              )}
              <a className="danger-link project-list__delete" href={`${adminPaths.siteProject(project.id)}/delete`}>
                Delete…
              </a>
            </div>
          </li>
        ))}
      </ol>
      <p>
        <a className="button" href={adminPaths.siteProject('new')}>
          Add a project
        </a>
      </p>
      {/* No form here: the bar only carries the last outcome and the way to publish. */}
      {(view.message || view.pending.length > 0) && <SaveBar view={view} />}
    </>
  );
}

/** One project's screen: back to the list, its form, and (apart from Save) the way to delete it. */
export function ProjectScreen({ project, view }: { project: Project | null; view: SiteFactsView }) {
  return (
    <>
      <p>
        <a href={adminPaths.siteProjects}>← All projects</a>
      </p>
      <ProjectForm project={project} view={view} />
      {project && (
        <p className="danger-zone">
          <a className="danger-link" href={`${adminPaths.siteProject(project.id)}/delete`}>
            Delete this project…
          </a>
        </p>
      )}
    </>
  );
}

/** Deleting a project or removing a photo asks first (ConfirmPage.tsx), with the photo shown. */
export function SiteFactsConfirmPage({ view, photo }: { view: ConfirmView; photo?: Project['photos'][number] }) {
  return (
    <ConfirmPage current="site" view={view}>
      {photo && (
        <img
          src={sitePhotoUrl(photo, photo.renditions[0] ?? photo.width)}
          width={240}
          height={Math.round((240 * photo.height) / photo.width)}
          alt=""
          className="confirm-photo"
        />
      )}
    </ConfirmPage>
  );
}

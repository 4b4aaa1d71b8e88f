// The projects gallery in the draft: a project form's fields to a project (checked by the
// site's schema), and the list operations (add, edit, move, delete).
import * as z from 'zod';
import { projectPhotoSchema, projectSchema, type Project, type SiteFacts } from '../../shared/site-facts';
import { maxPhotosPerProject } from '../../shared/site-photos';
import type { FieldErrors, FormValues } from './forms';
import { sitePhotoKey } from '../storage/site-photo-store';

export type ProjectResult = { ok: true; project: Project } | { ok: false; errors: FieldErrors };

const photoList = z
  .array(projectPhotoSchema)
  .max(maxPhotosPerProject, `At most ${maxPhotosPerProject} photos a project: remove one first.`);

const fieldNames: Record<string, string> = { gradeAndFinish: 'gradeAndFinish', photos: 'photos' };

/** The posted project form as a project; photos must already be stored in R2. */
export async function parseProject(values: FormValues, id: string, bucket: R2Bucket): Promise<ProjectResult> {
  let photos: unknown = [];
  try {
    photos = JSON.parse(values.photos || '[]');
  } catch {
    return { ok: false, errors: { photos: 'The photo list did not arrive intact. Reload the page and add the photos again.' } };
  }
  const checkedPhotos = photoList.safeParse(photos);
  if (!checkedPhotos.success) return { ok: false, errors: { photos: checkedPhotos.error.issues[0]!.message } };
  const kept = checkedPhotos.data;
  for (const photo of kept) {
    if (!(await bucket.head(sitePhotoKey(photo.hash, photo.width, photo.format)))) {
      return { ok: false, errors: { photos: 'A photo in the list was not uploaded. Add it again.' } };
    }
  }
  const parsed = projectSchema.safeParse({
    id,
    title: values.title ?? '',
    industry: values.industry ?? '',
    location: values.location ?? '',
    year: values.year?.trim() ? Number(values.year) : undefined,
    gradeAndFinish: values.gradeAndFinish ?? '',
    description: values.description ?? '',
    hidden: values.hidden === 'on',
    photos: kept,
  });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = fieldNames[String(issue.path[0])] ?? String(issue.path[0]);
      errors[field] ??= field === 'year' && issue.code === 'invalid_type' ? 'Enter the year, e.g. 2025.' : issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, project: parsed.data };
}

/** Projects shown until the owner adds one: null means the samples in code. */
const ownProjects = (facts: SiteFacts) => facts.projects ?? [];

export function withProject(facts: SiteFacts, project: Project): SiteFacts {
  const projects = ownProjects(facts);
  const index = projects.findIndex((candidate) => candidate.id === project.id);
  return {
    ...facts,
    projects: index === -1 ? [...projects, project] : projects.map((candidate, i) => (i === index ? project : candidate)),
  };
}

export function withoutProject(facts: SiteFacts, id: string): SiteFacts {
  return { ...facts, projects: ownProjects(facts).filter((project) => project.id !== id) };
}

/** The project without one of its photos; the stored files stay, for the versions that show it. */
export function withoutPhoto(facts: SiteFacts, id: string, hash: string): SiteFacts {
  return {
    ...facts,
    projects: ownProjects(facts).map((project) =>
      project.id === id ? { ...project, photos: project.photos.filter((photo) => photo.hash !== hash) } : project,
    ),
  };
}

export function withProjectMoved(facts: SiteFacts, id: string, by: -1 | 1): SiteFacts {
  const projects = [...ownProjects(facts)];
  const from = projects.findIndex((project) => project.id === id);
  const to = from + by;
  if (from === -1 || to < 0 || to >= projects.length) return facts;
  [projects[from], projects[to]] = [projects[to]!, projects[from]!];
  return { ...facts, projects };
}

export const newProjectId = () => crypto.randomUUID().slice(0, 8);

// /admin/site: the owner's site facts, one short screen each. Each screen's form saves its section
// to the one draft; publishing records the draft as the next version in D1 and then makes it
// current in KV; a revert publishes an old version again. Every change is audited
// (src/worker/published-facts/store.ts).
import { Hono, type Context } from 'hono';
import { defaultSiteFacts } from '../../content/business';
import { manilaDay } from '../../shared/business-time';
import { maxProjects, noticeSchema, type Project, type SiteFacts } from '../../shared/site-facts';
import { factScreens, isFactScreen, type FactScreen } from '../../shared/site-facts-screens';
import { SiteFactsHistoryPage } from '../../ui/admin/site-facts/SiteFactsHistoryPage';
import { SiteFactsPage, type SiteFactsView } from '../../ui/admin/site-facts/SiteFactsPage';
import type { ConfirmView } from '../../ui/admin/ConfirmPage';
import { SiteFactsConfirmPage } from '../../ui/admin/site-facts/SiteFactsProjects';
import { SiteFactsScreenPage } from '../../ui/admin/site-facts/SiteFactsScreenPage';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { latestPublish, listPublishes, publishedVersion, readDraft, recentAudit, recordPublish, saveDraft } from '../published-facts/store';
import { adminPage } from '../render/render-admin';
import { stockFamily, stockFormView } from './availability';
import { businessProfileLines, hoursOrClosuresChanged } from './business-profile';
import { factChanges } from './changes';
import { noticeFromClosure } from './closure-notice';
import { applySection, closureRowCount, factSections, formValues, manilaNow, temporaryRowCount, type FactSection } from './forms';
import { newProjectId, parseProject, withoutPhoto, withoutProject, withProject, withProjectMoved } from './projects';
import { storeSnapshot } from '../published-facts/published';
import { parseRecordId, recordId } from '../record-id';
import { screenAccess } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const siteFactsRoutes = new Hono<DashboardEnv>();

/** The last published facts (D1's record, not KV's copy) and their version; the defaults before any. */
async function published(db: D1Database): Promise<{ version: number | null; facts: SiteFacts }> {
  const latest = await latestPublish(db);
  return latest ?? { version: null, facts: defaultSiteFacts };
}

async function draftOrPublished(db: D1Database): Promise<SiteFacts> {
  return (await readDraft(db)) ?? (await published(db)).facts;
}

interface FactsPageOptions {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** A project form that came back with errors: its id ('new' for the add form), fields and messages. */
  project?: SiteFactsView['project'];
  message?: string;
  /** Show the lines to copy into the Google Business Profile. */
  businessProfile?: boolean;
}

async function factsView(c: Context<DashboardEnv>, options: FactsPageOptions) {
  const now = new Date();
  const [draft, live] = await Promise.all([draftOrPublished(c.env.DB), published(c.env.DB)]);
  const family = stockFamily(options.values?.family ?? c.req.query('family'));
  const saved = formValues(draft, now);
  // A form that came back with errors shows as many rows as it was posted with.
  const rows = options.values ?? saved;
  const view: SiteFactsView = {
    values: { ...saved, ...options.values },
    errors: options.errors ?? {},
    closureRows: closureRowCount(rows),
    temporaryRows: temporaryRowCount(rows),
    today: manilaDay(now),
    pending: factChanges(live.facts, draft),
    publishedVersion: live.version,
    projects: draft.projects,
    stock: stockFormView(draft, family, options),
    project: options.project,
    message: options.message,
    businessProfile: options.businessProfile ? businessProfileLines(live.facts, now) : undefined,
  };
  return view;
}

async function screenPage(
  c: Context<DashboardEnv>,
  screen: FactScreen,
  options: FactsPageOptions = {},
  status: 200 | 400 = 200,
  editing?: Project | null,
) {
  const view = await factsView(c, options);
  return adminPage(c, <SiteFactsScreenPage screen={screen} view={view} editing={editing} />, status);
}

/** `?done=` values and what they say; a Map, so `?done=__proto__` finds nothing. */
const outcomes = new Map([
  ['saved', 'Saved to the draft. Preview it, then publish when it is right.'],
  ['unchanged', 'Nothing changed in that form.'],
  ['nothing', 'Nothing to publish: the draft is what the site shows.'],
  ['notice', 'Notice written from the closure and saved to the draft: check it, then publish.'],
  ['deleted', 'Project deleted from the draft: publish to take it off the site.'],
  ['photo-removed', 'Photo removed from the draft: publish to take it off the site.'],
]);

siteFactsRoutes.get('/', screenAccess('site'), async (c) => {
  const published = parseRecordId(c.req.query('published'));
  const message =
    published !== null ? `Published version ${published}: every page shows it within a minute.` : outcomes.get(c.req.query('done') ?? '');
  const view = await factsView(c, { message, businessProfile: c.req.query('profile') === 'hours' });
  return adminPage(c, <SiteFactsPage view={view} />);
});

siteFactsRoutes.get('/history', async (c) => {
  const [publishes, audit] = await Promise.all([listPublishes(c.env.DB), recentAudit(c.env.DB)]);
  return adminPage(c, <SiteFactsHistoryPage publishes={publishes} audit={audit} />);
});

siteFactsRoutes.get(`/:screen{(?:${Object.keys(factScreens).join('|')})}`, (c) => {
  const screen = c.req.param('screen');
  if (!isFactScreen(screen)) return c.text('No such Site facts screen.', 404);
  return screenPage(c, screen, { message: outcomes.get(c.req.query('done') ?? '') });
});

const postedValues = async (c: Context<DashboardEnv>) =>
  Object.fromEntries(Object.entries(await formFields(c)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

const refused = (section: FactSection) => `${factScreens[section].title} not saved: correct the fields marked below.`;

for (const section of factSections) {
  siteFactsRoutes.post(`/${section}`, async (c) => {
    const posted = await postedValues(c);
    const draft = await draftOrPublished(c.env.DB);
    const result = applySection(section, posted, draft, new Date());
    if (!result.ok) return screenPage(c, section, { values: posted, errors: result.errors, message: refused(section) }, 400);
    // The stock form comes back on the family it saved.
    const family = section === 'availability' ? `&family=${encodeURIComponent(posted.family ?? '')}` : '';
    const changes = factChanges(draft, result.facts);
    if (changes.length === 0) return c.redirect(`${adminPaths.site}/${section}?done=unchanged${family}`, 303);
    await saveDraft(c.env.DB, result.facts, c.get('operator'), section, changes.join('; '));
    return c.redirect(`${adminPaths.site}/${section}?done=saved${family}`, 303);
  });
}

// "Make the notice from it" on a closure: saves the closures form as posted, then writes the notice.
siteFactsRoutes.post('/notice/from-closure', async (c) => {
  const posted = await postedValues(c);
  const now = new Date();
  const draft = await draftOrPublished(c.env.DB);
  const result = applySection('closures', posted, draft, now);
  if (!result.ok) return screenPage(c, 'closures', { values: posted, errors: result.errors, message: refused('closures') }, 400);
  const from = posted[`closure-from-${posted.closure ?? ''}`];
  const closure = result.facts.closures.find((candidate) => candidate.from === from);
  if (!closure) return c.text('No closure with those dates: save the closure first.', 400);
  const notice = noticeSchema.safeParse(noticeFromClosure(result.facts, closure, manilaNow(now)));
  if (!notice.success) {
    const message = 'This closure has ended: a notice for it would never show.';
    return screenPage(c, 'closures', { values: posted, message }, 400);
  }
  const facts = { ...result.facts, notice: notice.data };
  await saveDraft(c.env.DB, facts, c.get('operator'), 'notice', factChanges(draft, facts).join('; '));
  return c.redirect(`${adminPaths.site}/notice?done=notice`, 303);
});

/** Records `facts` as the next version, then makes it the site's; the site shows all of it or none. */
async function publish(c: Context<DashboardEnv>, facts: SiteFacts, summary: string, revertedTo?: number) {
  const { version, publishedAt } = await recordPublish(c.env.DB, { facts, operator: c.get('operator'), summary, revertedTo });
  // One KV value holds the whole snapshot: a page reads every fact of one version, never a mix.
  // Should this write fail, D1 has the version and publishing again makes it current.
  await storeSnapshot(c.env, { version, publishedAt, facts });
  c.get('logger').info('site facts published', { version, operator: c.get('operator'), revertedTo });
  return version;
}

/** The index shows the Google Business Profile reminder after a publish that changed the hours or closures. */
const profileReminder = (before: SiteFacts, after: SiteFacts) => (hoursOrClosuresChanged(before, after) ? '&profile=hours' : '');

siteFactsRoutes.post('/publish', async (c) => {
  const [draft, live] = await Promise.all([draftOrPublished(c.env.DB), published(c.env.DB)]);
  const changes = factChanges(live.facts, draft);
  if (changes.length === 0) return c.redirect(`${adminPaths.site}?done=nothing`, 303);
  const version = await publish(c, draft, changes.join('; '));
  return c.redirect(`${adminPaths.site}?published=${version}${profileReminder(live.facts, draft)}`, 303);
});

siteFactsRoutes.post('/revert/:version', async (c) => {
  const target = recordId.safeParse(c.req.param('version'));
  const facts = target.success ? await publishedVersion(c.env.DB, target.data) : null;
  if (!target.success || !facts) return c.text('No published version with that number.', 404);
  const live = await published(c.env.DB);
  const changes = factChanges(live.facts, facts);
  const version = await publish(c, facts, changes.length ? changes.join('; ') : 'no change', target.data);
  return c.redirect(`${adminPaths.site}?published=${version}${profileReminder(live.facts, facts)}`, 303);
});

async function saveProjects(c: Context<DashboardEnv>, facts: SiteFacts, detail: string, back: string, done = 'saved') {
  await saveDraft(c.env.DB, facts, c.get('operator'), 'projects', detail);
  return c.redirect(`${back}?done=${done}`, 303);
}

const projectPath = (id: string) => `${adminPaths.site}/projects/${id}`;
const projectId = '{[a-z0-9-]{1,40}}';
const noProject = (c: Context<DashboardEnv>) => c.text('No project with that id in the draft.', 404);

/** The draft's project named by the path's `:id`, or null. */
async function draftProject(c: Context<DashboardEnv>): Promise<{ draft: SiteFacts; project: Project } | null> {
  const draft = await draftOrPublished(c.env.DB);
  const project = draft.projects?.find((candidate) => candidate.id === c.req.param('id'));
  return project ? { draft, project } : null;
}

// One project's screen; `new` is the form that adds one (ids are 8 hex digits, never "new").
siteFactsRoutes.get(`/projects/:id${projectId}`, async (c) => {
  const message = outcomes.get(c.req.query('done') ?? '');
  if (c.req.param('id') === 'new') return screenPage(c, 'projects', { message }, 200, null);
  const found = await draftProject(c);
  return found ? screenPage(c, 'projects', { message }, 200, found.project) : noProject(c);
});

siteFactsRoutes.post(`/projects/:id${projectId}`, async (c) => {
  const values = await postedValues(c);
  const draft = await draftOrPublished(c.env.DB);
  const requested = c.req.param('id');
  const id = requested === 'new' ? newProjectId() : requested;
  const existing = draft.projects?.find((project) => project.id === id);
  if (requested !== 'new' && !existing) return noProject(c);
  const result = await parseProject(values, id, c.env.SITE_PHOTOS);
  if (!result.ok) {
    const message = 'Project not saved: correct the fields marked below.';
    return screenPage(c, 'projects', { project: { id: requested, values, errors: result.errors }, message }, 400, existing ?? null);
  }
  if (requested === 'new' && (draft.projects?.length ?? 0) >= maxProjects)
    return c.text(`At most ${maxProjects} projects: delete one first.`, 400);
  return saveProjects(
    c,
    withProject(draft, result.project),
    `${requested === 'new' ? 'added' : 'edited'} "${result.project.title}" (${result.project.photos.length} photos${result.project.hidden ? ', hidden' : ''})`,
    projectPath(id),
  );
});

siteFactsRoutes.post('/projects/:id/move', async (c) => {
  const found = await draftProject(c);
  if (!found) return noProject(c);
  const direction = (await postedValues(c)).direction === 'up' ? -1 : 1;
  const { draft, project } = found;
  return saveProjects(
    c,
    withProjectMoved(draft, project.id, direction),
    `moved "${project.title}" ${direction === -1 ? 'up' : 'down'}`,
    `${adminPaths.site}/projects`,
  );
});

/** The step before deleting: its own page, so it asks with script off too; "Yes" posts back with confirm=yes. */
async function confirmPage(c: Context<DashboardEnv>, view: ConfirmView, photo?: Project['photos'][number]) {
  return adminPage(c, <SiteFactsConfirmPage view={view} photo={photo} />);
}

const confirmed = async (c: Context<DashboardEnv>) => (await postedValues(c)).confirm === 'yes';

const deleteQuestion = (project: Project): ConfirmView => ({
  title: `Delete "${project.title}"?`,
  question: `Its words and its place in the list go from the draft; its photos stay stored for older versions. Publish afterwards to take it off the site.`,
  action: `${projectPath(project.id)}/delete`,
  confirm: 'Yes, delete the project',
  back: projectPath(project.id),
  keep: 'No, keep it',
});

siteFactsRoutes.get('/projects/:id/delete', async (c) => {
  const found = await draftProject(c);
  return found ? confirmPage(c, deleteQuestion(found.project)) : noProject(c);
});

// Without confirm=yes (a form from before, a replayed post) it only asks.
siteFactsRoutes.post('/projects/:id/delete', async (c) => {
  const found = await draftProject(c);
  if (!found) return noProject(c);
  if (!(await confirmed(c))) return confirmPage(c, deleteQuestion(found.project));
  return saveProjects(
    c,
    withoutProject(found.draft, found.project.id),
    `deleted "${found.project.title}"`,
    `${adminPaths.site}/projects`,
    'deleted',
  );
});

/** The project and its photo named by the path; null when either is not in the draft. */
async function draftPhoto(c: Context<DashboardEnv>) {
  const found = await draftProject(c);
  const index = found?.project.photos.findIndex((photo) => photo.hash === c.req.param('hash')) ?? -1;
  return found && index !== -1 ? { ...found, photo: found.project.photos[index]!, number: index + 1 } : null;
}

const removeQuestion = ({ project, photo, number }: NonNullable<Awaited<ReturnType<typeof draftPhoto>>>): ConfirmView => ({
  title: `Remove photo ${number} of "${project.title}"?`,
  question: 'It goes from the project in the draft; publish afterwards to take it off the site.',
  action: `${projectPath(project.id)}/photos/${photo.hash}/remove`,
  confirm: 'Yes, remove the photo',
  back: projectPath(project.id),
  keep: 'No, keep it',
});

siteFactsRoutes.get('/projects/:id/photos/:hash/remove', async (c) => {
  const found = await draftPhoto(c);
  return found ? confirmPage(c, removeQuestion(found), found.photo) : c.text('No such photo in that project of the draft.', 404);
});

siteFactsRoutes.post('/projects/:id/photos/:hash/remove', async (c) => {
  const found = await draftPhoto(c);
  if (!found) return c.text('No such photo in that project of the draft.', 404);
  if (!(await confirmed(c))) return confirmPage(c, removeQuestion(found), found.photo);
  return saveProjects(
    c,
    withoutPhoto(found.draft, found.project.id, found.photo.hash),
    `removed photo ${found.number} from "${found.project.title}"`,
    projectPath(found.project.id),
    'photo-removed',
  );
});

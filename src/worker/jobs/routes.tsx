// /admin/jobs: the board, a job's page and what is done on it (stage moves, photos, notes, dates,
// the kind, a held notice sent now), and the stage settings. Staff move stages, add photos and
// notes; dates, the kind, the settings and sending a held notice at night are the owner's
// (src/worker/admin/roles.ts). Every change is a same-origin form post that works without scripts.
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { calendarDayInWords, formatManilaTime, isCalendarDay, manilaDay } from '../../shared/business-time';
import { hasInvisibleCharacters, hasInvisibleCharactersBesidesLineBreaks } from '../../shared/invisible-characters';
import { quantityText } from '../../shared/quotation-money';
import { actorLabel } from '../../shared/roles';
import { JobPage, type JobPageView } from '../../ui/admin/jobs/JobPage';
import { deliveryPanels } from './delivery-panels';
import { JobStagesPage, type StageListForm } from '../../ui/admin/jobs/JobStagesPage';
import { JobsBoardPage, type BoardKind } from '../../ui/admin/jobs/JobsBoardPage';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { recordDashboardAction } from '../action-records/dashboard-actions';
import { leadById } from '../lead-records/leads';
import { parseDocument, versionById } from '../quotation-records/store';
import { peopleNames } from '../admin/accounts';
import { parseRecordId } from '../record-id';
import { adminPage } from '../render/render-admin';
import { balanceWords, customerWords, dueDay, dueWords, isLate, openJobs } from './board';
import { eventsForJob, jobEventStatement } from './job-events';
import { eventWords } from './event-words';
import { noticesOfJob, sendHeldNoticeNow } from './notices';
import { drawingGateConfirmPage } from './drawing-gate-page';
import { drawingsForJob } from './drawing-store';
import { drawingPanelView } from './drawing-view';
import { DrawingsPanel } from '../../ui/admin/jobs/DrawingsPanel';
import { addJobPhoto, cameraPhotoForm, jobPhotoById, photoResponse, photosOfJob } from './photos';
import { cameraPhotoLimitText } from '../storage/camera-photo';
import {
  changeKind,
  deliveredStage,
  jobKinds,
  maxStages,
  moveStage,
  nextStage,
  saveStageList,
  stageLists,
  stageListSchema,
  stageOf,
  stageSettingsChanged,
  type JobStage,
} from './stages';
import { jobById, jobReference, linesOfJob, saveCustomerNote, saveJobDates, type JobKind, type JobRow } from './store';
import { screenAccess, staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const jobRoutes = new Hono<DashboardEnv>();

const isOwner = (c: Context<DashboardEnv>) => c.get('person')?.role === 'owner';
const isJobKind = (value: unknown): value is JobKind => value === 'fabrication' || value === 'supply';

type Message = { text: string; tone: 'done' | 'warning' };

// The board

async function boardPage(c: Context<DashboardEnv>, message?: Message, status: 200 | 400 | 403 | 409 = 200) {
  const [jobs, lists] = await Promise.all([openJobs(c.env.DB), stageLists(c.env.DB)]);
  const today = manilaDay(new Date());
  let late = 0;
  const kinds: BoardKind[] = (Object.keys(jobKinds) as JobKind[]).map((kind) => ({
    kind,
    label: jobKinds[kind],
    stages: lists[kind].map((stage) => ({ key: stage.key, label: stage.label, cards: [] })),
  }));
  for (const job of jobs) {
    const stages = lists[job.kind];
    const column = kinds.find((kind) => kind.kind === job.kind)!;
    let stage = column.stages.find((candidate) => candidate.key === job.stage);
    if (!stage) {
      // A stage removed from the list since: its jobs still show, under their key.
      stage = { key: job.stage, label: stageOf(stages, job.stage).label, cards: [] };
      column.stages.push(stage);
    }
    const jobLate = isLate({ ...job, closed_at: null }, stages, today);
    if (jobLate) late += 1;
    const next = nextStage(stages, job.stage);
    stage.cards.push({
      id: job.id,
      reference: jobReference(job),
      customer: customerWords(job),
      due: dueWords(dueDay(job)),
      late: jobLate,
      balance: balanceWords(job.total_centavos, job.paid_centavos),
      stage: job.stage,
      next: next && { key: next.key, label: next.label },
    });
  }
  return adminPage(
    c,
    <JobsBoardPage view={{ kinds, open: jobs.length, late, message, settingsHref: isOwner(c) ? adminPaths.jobStages : null }} />,
    status,
  );
}

jobRoutes.get('/', screenAccess('jobs'), async (c) => {
  const moved = parseRecordId(c.req.query('moved'));
  const job = moved === null ? null : await jobById(c.env.DB, moved);
  const message = job
    ? { text: `${jobReference(job)} is at ${stageOf((await stageLists(c.env.DB))[job.kind], job.stage).label}.`, tone: 'done' as const }
    : undefined;
  return boardPage(c, message);
});

// Stage settings (the owner's)

async function stagesPage(
  c: Context<DashboardEnv>,
  state: { kind?: JobKind; error?: string; done?: string } = {},
  status: 200 | 400 | 409 = 200,
) {
  const [lists, changed, names] = await Promise.all([stageLists(c.env.DB), stageSettingsChanged(c.env.DB), peopleNames(c.env.DB)]);
  const forms: StageListForm[] = (Object.keys(jobKinds) as JobKind[]).map((kind) => ({
    kind,
    label: jobKinds[kind],
    stages: lists[kind].map((stage) => ({ ...stage, fixed: stage.key === deliveredStage })),
    changed: changed[kind] ? `Changed by ${actorLabel(changed[kind].by, names)}, ${formatManilaTime(changed[kind].at)}` : 'The defaults',
    error: state.kind === kind ? state.error : undefined,
  }));
  return adminPage(c, <JobStagesPage view={{ lists: forms, done: state.done }} />, status);
}

jobRoutes.get('/stages', screenAccess('job-stages'), (c) => stagesPage(c));

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** The posted list: rows in their new places, removals dropped, a new stage added; keys kept as they were. */
function postedStages(fields: Record<string, string | File>, current: readonly JobStage[]): JobStage[] | string {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const placed: { stage: JobStage; place: number; order: number }[] = [];
  for (const [index, stage] of current.entries()) {
    if (text(`key${index}`) !== stage.key) return 'The stages changed since this page was opened: reload it and make your change again.';
    if (stage.key !== deliveredStage && text(`remove${index}`) === 'yes') continue;
    const place = stage.key === deliveredStage ? Number.MAX_SAFE_INTEGER : Number(text(`position${index}`) || index + 1);
    if (!Number.isInteger(place) || place < 1) return `Give “${stage.label}” a place from 1 to ${maxStages}.`;
    placed.push({
      stage: { key: stage.key, label: text(`label${index}`).trim(), customerFacing: text(`facing${index}`) === 'yes' },
      place,
      order: index,
    });
  }
  const newLabel = text('newLabel').trim();
  if (newLabel) {
    const key = slug(newLabel);
    if (!key) return 'Name the new stage with letters, e.g. “Painting”.';
    const unique =
      placed.some((row) => row.stage.key === key) || current.some((stage) => stage.key === key) ? `${key}-${Date.now() % 100000}` : key;
    const place = Number(text('newPosition') || current.length);
    if (!Number.isInteger(place) || place < 1) return `Give the new stage a place from 1 to ${maxStages}.`;
    // Placed before a stage already at that place.
    placed.push({ stage: { key: unique, label: newLabel, customerFacing: text('newFacing') === 'yes' }, place, order: -1 });
  }
  return placed.sort((a, b) => a.place - b.place || a.order - b.order).map((row) => row.stage);
}

jobRoutes.post('/stages/:kind{(?:fabrication|supply)}', async (c) => {
  const kind = c.req.param('kind') as JobKind;
  const fields = await formFields(c);
  const current = (await stageLists(c.env.DB))[kind];
  const posted = postedStages(fields, current);
  if (typeof posted === 'string') return stagesPage(c, { kind, error: posted }, 400);
  const parsed = stageListSchema.safeParse(posted);
  if (!parsed.success) return stagesPage(c, { kind, error: parsed.error.issues[0]!.message }, 400);
  const refused = await saveStageList(c.env.DB, kind, parsed.data, c.get('operator'), new Date().toISOString());
  if (refused) return stagesPage(c, { kind, error: refused }, 409);
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator'),
    action: 'job-stages-saved',
    detail: `${jobKinds[kind]}: ${parsed.data.map((stage) => stage.label).join(' → ')}`,
  });
  return stagesPage(c, { done: `${jobKinds[kind]} stages saved: new moves follow them.` });
});

// One job

const notFound = (c: Context<DashboardEnv>) => c.text('There is no such job. It may have been erased with its lead.', 404);

async function jobOf(c: Context<DashboardEnv>) {
  const id = parseRecordId(c.req.param('id'));
  return id === null ? null : jobById(c.env.DB, id);
}

const statusWords = (notice: { status: string; sendAfter: string; lastError: string | null }) => {
  switch (notice.status) {
    case 'held':
      return `Held until ${formatManilaTime(notice.sendAfter)} (no notices at night)`;
    case 'pending':
      return 'Sending';
    case 'sent':
      return 'Sent';
    default:
      return `Not sent: ${notice.lastError ?? 'the service refused it'}`;
  }
};

function datesInWords(job: JobRow): string {
  const ready = job.promised_ready_on ? `ready ${calendarDayInWords(job.promised_ready_on)}` : null;
  const delivery = job.promised_delivery_on
    ? `delivery ${calendarDayInWords(job.promised_delivery_on)}${job.delivery_window ? `, ${job.delivery_window}` : ''}`
    : null;
  const words = [ready, delivery].filter(Boolean).join('; ');
  return words ? `Promised: ${words}.` : 'No date promised yet.';
}

interface JobPageState {
  message?: Message;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

async function jobPage(c: Context<DashboardEnv>, job: JobRow, state: JobPageState = {}, status: 200 | 400 | 403 | 409 | 413 | 415 = 200) {
  const [lead, version, lists, lines, events, photos, notices, names] = await Promise.all([
    leadById(c.env.DB, job.lead_id),
    versionById(c.env.DB, job.version_id),
    stageLists(c.env.DB),
    linesOfJob(c.env.DB, job.id),
    eventsForJob(c.env.DB, job.id),
    photosOfJob(c.env.DB, job.id),
    noticesOfJob(c.env.DB, job.id),
    peopleNames(c.env.DB),
  ]);
  if (!lead || !version) return notFound(c);
  const drawings = await drawingsForJob(c.env.DB, job.id);
  const stages = lists[job.kind];
  const owner = isOwner(c);
  const who = (actor: string) => (actor === 'customer' ? 'Customer' : actor === 'system' ? 'Website' : actorLabel(actor, names));
  const reachedAt = new Map<string, string>();
  for (const event of events)
    if (event.kind === 'stage') reachedAt.set(event.detail, `${formatManilaTime(event.created_at)} by ${who(event.actor)}`);
  const first = stages[0]?.key;
  if (first && !reachedAt.has(first)) reachedAt.set(first, formatManilaTime(job.created_at));
  const currentIndex = stages.findIndex((stage) => stage.key === job.stage);
  const next = nextStage(stages, job.stage);
  const base = adminPaths.job(job.id);
  const view: JobPageView = {
    id: job.id,
    reference: jobReference(job),
    quotation: parseDocument(version).reference,
    leadHref: adminPaths.lead(lead.id),
    customer: customerWords(lead),
    kind: jobKinds[job.kind],
    kindKey: job.kind,
    kinds: (Object.keys(jobKinds) as JobKind[]).map((key) => ({ key, label: jobKinds[key] })),
    stage: stageOf(stages, job.stage).label,
    stageKey: job.stage,
    closed: job.closed_at ? `Closed ${formatManilaTime(job.closed_at)}` : null,
    late: isLate(job, stages, manilaDay(new Date())),
    balance: balanceWords(version.total_centavos, lead.paid_centavos),
    stages: stages.map((stage, index) => ({
      key: stage.key,
      label: stage.label,
      customerFacing: stage.customerFacing,
      reached: index <= currentIndex ? (reachedAt.get(stage.key) ?? null) : null,
      current: stage.key === job.stage,
    })),
    next: next && { key: next.key, label: next.label },
    photos: photos.map((photo) => ({
      id: photo.id,
      src: `${base}/photos/${photo.id}`,
      width: photo.width,
      height: photo.height,
      caption: photo.caption,
      added: `${formatManilaTime(photo.created_at)} by ${who(photo.created_by)}`,
    })),
    photoLimits: `JPEG, PNG or WebP from the camera or the gallery, up to ${cameraPhotoLimitText}. Where and when it was taken is removed.`,
    customerNote: job.customer_note,
    internalNotes: events
      .filter((event) => event.kind === 'internal-note')
      .map((event) => ({ at: formatManilaTime(event.created_at), by: who(event.actor), text: event.detail })),
    dates: {
      promisedReadyOn: job.promised_ready_on ?? '',
      promisedDeliveryOn: job.promised_delivery_on ?? '',
      deliveryWindow: job.delivery_window,
      words: datesInWords(job),
    },
    notices: notices.map((notice) => ({
      id: notice.id,
      channel: notice.channel === 'sms' ? 'SMS' : 'Email',
      what: notice.what,
      status: statusWords(notice),
      sendNowHref: owner && notice.status === 'held' ? `${base}/notices/${notice.id}/send` : null,
    })),
    lines: lines.map((line) => ({
      description: line.description,
      quantity: `${quantityText(line.quantity_milli)} ${line.unit}`,
      delivered: line.delivered_milli > 0 ? `${quantityText(line.delivered_milli)} delivered` : '',
    })),
    timeline: events.map((event) => ({ at: formatManilaTime(event.created_at), by: who(event.actor), text: eventWords(event, stages) })),
    owner,
    message: state.message,
    errors: state.errors ?? {},
    values: state.values ?? {},
    // The drawing for approval comes first: production waits on it; the truck comes last.
    extraPanels: (
      <>
        <DrawingsPanel view={drawingPanelView(drawings, base, names)} />
        {await deliveryPanels(c.env, job, owner ? 'owner' : 'staff')}
      </>
    ),
  };
  return adminPage(c, <JobPage view={view} />, status);
}

const outcomes = new Map([
  ['photo', 'Photo added: the customer sees it on their order page.'],
  ['note', 'Note added.'],
  ['customer-note', 'The note for the customer is saved.'],
  ['dates', 'Dates saved.'],
  ['kind', 'Kind changed.'],
  ['sent', 'The notice is on its way.'],
]);

jobRoutes.get('/:id{[0-9]+}', staffMay, async (c) => {
  const job = await jobOf(c);
  if (!job) return notFound(c);
  const done = outcomes.get(c.req.query('done') ?? '');
  const moved =
    c.req.query('done') === 'moved' ? `Moved to ${stageOf((await stageLists(c.env.DB))[job.kind], job.stage).label}.` : undefined;
  const text = done ?? moved;
  return jobPage(c, job, text ? { message: { text, tone: 'done' } } : {});
});

jobRoutes.post('/:id{[0-9]+}/stage', staffMay, async (c) => {
  const job = await jobOf(c);
  if (!job) return notFound(c);
  const fields = await formFields(c);
  const from = typeof fields.from === 'string' ? fields.from : '';
  const to = typeof fields.to === 'string' ? fields.to : '';
  const fromBoard = fields.back === 'board';
  const refuse = (status: 400 | 403 | 409, text: string) =>
    fromBoard
      ? boardPage(c, { text: `${jobReference(job)}: ${text}`, tone: 'warning' }, status)
      : jobPage(c, job, { message: { text, tone: 'warning' } }, status);
  if (!to) return refuse(400, 'Choose the stage to move the job to.');
  // A page opened before someone else moved the job: never move it from where it no longer is.
  if (from && from !== job.stage)
    return refuse(
      409,
      `The job was moved to ${stageOf((await stageLists(c.env.DB))[job.kind], job.stage).label} since this page was opened.`,
    );
  const person = c.get('person');
  const moved = await moveStage(c.env, job, to, {
    by: c.get('operator'),
    role: person.role,
    confirmedWithoutDrawing: fields.confirm === 'yes',
  });
  if (!moved.ok && moved.confirmWithoutDrawing)
    return drawingGateConfirmPage(
      c,
      job,
      { to, label: stageOf((await stageLists(c.env.DB))[job.kind], to).label, back: fromBoard ? 'board' : '' },
      moved.message,
    );
  if (!moved.ok) return refuse(moved.status, moved.message);
  return c.redirect(fromBoard ? `${adminPaths.jobs}?moved=${job.id}#job-${job.id}` : `${adminPaths.job(job.id)}?done=moved#stage`, 303);
});

jobRoutes.get('/:id{[0-9]+}/photos/:photoId{[0-9]+}', staffMay, async (c) => {
  const job = await jobOf(c);
  const photoId = parseRecordId(c.req.param('photoId'));
  const photo = job && photoId !== null ? await jobPhotoById(c.env.DB, job.id, photoId) : null;
  const response = photo && (await photoResponse(c.env, photo));
  return response ?? notFound(c);
});

const caption = z
  .string()
  .trim()
  .max(200, 'A caption is at most 200 characters.')
  .refine((value) => !hasInvisibleCharacters(value), 'Write the caption on one line, in plain text.');

jobRoutes.post('/:id{[0-9]+}/photos', staffMay, cameraPhotoForm, async (c) => {
  const job = await jobOf(c);
  if (!job) return notFound(c);
  const fields = await formFields(c);
  const values = { caption: typeof fields.caption === 'string' ? fields.caption : '' };
  const photo = fields.photo instanceof File ? fields.photo : null;
  if (!photo) return jobPage(c, job, { errors: { photo: 'Choose a photo, or take one with the camera.' }, values }, 400);
  const parsedCaption = caption.safeParse(values.caption);
  if (!parsedCaption.success) return jobPage(c, job, { errors: { photo: parsedCaption.error.issues[0]!.message }, values }, 400);
  const added = await addJobPhoto(c.env, job, photo, parsedCaption.data, c.get('operator'), new Date().toISOString());
  if ('status' in added) return jobPage(c, job, { errors: { photo: added.message }, values }, added.status === 409 ? 409 : added.status);
  return c.redirect(`${adminPaths.job(job.id)}?done=photo#photos`, 303);
});

const paragraph = (max: number, required: string | null) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine((value) => !hasInvisibleCharactersBesidesLineBreaks(value), 'Use plain text: remove hidden or control characters.')
    .refine((value) => !required || value.length > 0, required ?? '');

jobRoutes.post('/:id{[0-9]+}/customer-note', staffMay, async (c) => {
  const job = await jobOf(c);
  if (!job) return notFound(c);
  const fields = await formFields(c);
  const note = typeof fields.note === 'string' ? fields.note : '';
  const parsed = paragraph(1000, null).safeParse(note);
  if (!parsed.success) return jobPage(c, job, { errors: { note: parsed.error.issues[0]!.message }, values: { note } }, 400);
  if (parsed.data !== job.customer_note) await saveCustomerNote(c.env.DB, job, parsed.data, c.get('operator'), new Date().toISOString());
  return c.redirect(`${adminPaths.job(job.id)}?done=customer-note#customer-note`, 303);
});

jobRoutes.post('/:id{[0-9]+}/notes', staffMay, async (c) => {
  const job = await jobOf(c);
  if (!job) return notFound(c);
  const fields = await formFields(c);
  const text = typeof fields.text === 'string' ? fields.text : '';
  const parsed = paragraph(2000, 'Write the note first.').safeParse(text);
  if (!parsed.success) return jobPage(c, job, { errors: { text: parsed.error.issues[0]!.message }, values: { text } }, 400);
  await jobEventStatement(c.env.DB, {
    jobId: job.id,
    leadId: job.lead_id,
    kind: 'internal-note',
    at: new Date().toISOString(),
    actor: c.get('operator'),
    detail: parsed.data,
  }).run();
  return c.redirect(`${adminPaths.job(job.id)}?done=note#internal-notes`, 303);
});

const optionalDay = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDay(value), `Enter the ${what} as a date (YYYY-MM-DD), or leave it empty.`)
    .transform((value) => value || null);

const datesSchema = z
  .object({
    promisedReadyOn: optionalDay('ready day'),
    promisedDeliveryOn: optionalDay('delivery day'),
    deliveryWindow: z
      .string()
      .trim()
      .max(60, 'A delivery window is at most 60 characters, e.g. “8 AM to 12 noon”.')
      .refine((value) => !hasInvisibleCharacters(value), 'Write the window on one line, in plain text.'),
  })
  .refine((dates) => !dates.promisedReadyOn || !dates.promisedDeliveryOn || dates.promisedReadyOn <= dates.promisedDeliveryOn, {
    message: 'The delivery day comes on or after the ready day.',
    path: ['promisedDeliveryOn'],
  });

jobRoutes.post('/:id{[0-9]+}/dates', async (c) => {
  const job = await jobOf(c);
  if (!job) return notFound(c);
  const fields = await formFields(c);
  const values = Object.fromEntries(
    ['promisedReadyOn', 'promisedDeliveryOn', 'deliveryWindow'].map((name) => [
      name,
      typeof fields[name] === 'string' ? (fields[name] as string) : '',
    ]),
  );
  const parsed = datesSchema.safeParse(values);
  if (!parsed.success)
    return jobPage(
      c,
      job,
      { errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])), values },
      400,
    );
  const dates = parsed.data;
  const detail = [
    `ready ${dates.promisedReadyOn ? calendarDayInWords(dates.promisedReadyOn) : 'not promised'}`,
    `delivery ${dates.promisedDeliveryOn ? calendarDayInWords(dates.promisedDeliveryOn) : 'not promised'}${dates.deliveryWindow ? `, ${dates.deliveryWindow}` : ''}`,
  ].join('; ');
  await saveJobDates(
    c.env.DB,
    job,
    { promisedReadyOn: dates.promisedReadyOn, promisedDeliveryOn: dates.promisedDeliveryOn, deliveryWindow: dates.deliveryWindow },
    detail,
    c.get('operator'),
    new Date().toISOString(),
  );
  return c.redirect(`${adminPaths.job(job.id)}?done=dates#dates`, 303);
});

jobRoutes.post('/:id{[0-9]+}/kind', async (c) => {
  const job = await jobOf(c);
  if (!job) return notFound(c);
  const kind = (await formFields(c)).kind;
  if (!isJobKind(kind)) return jobPage(c, job, { message: { text: 'Choose fabrication or supply only.', tone: 'warning' } }, 400);
  await changeKind(c.env.DB, job, kind, c.get('operator'), new Date().toISOString());
  return c.redirect(`${adminPaths.job(job.id)}?done=kind#lines`, 303);
});

jobRoutes.post('/:id{[0-9]+}/notices/:noticeId{[0-9]+}/send', async (c) => {
  const job = await jobOf(c);
  const noticeId = parseRecordId(c.req.param('noticeId'));
  if (!job || noticeId === null) return notFound(c);
  const sent = await sendHeldNoticeNow(c.env, job.id, noticeId);
  if (!sent) return jobPage(c, job, { message: { text: 'That notice is not held any more: see its status below.', tone: 'warning' } }, 409);
  await recordDashboardAction(c.env.DB, {
    actor: c.get('operator'),
    action: 'job-notice-sent-now',
    lead: (await leadById(c.env.DB, job.lead_id)) ?? undefined,
    detail: jobReference(job),
  });
  return c.redirect(`${adminPaths.job(job.id)}?done=sent#notices`, 303);
});

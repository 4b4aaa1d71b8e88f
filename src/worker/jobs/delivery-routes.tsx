// /admin/jobs/:id/deliveries... and /admin/jobs/:id/certificates...: a job's truck trips and the
// heats named on its lines. The owner schedules, changes, sends out and cancels a trip and names heats; staff
// may also print a trip's receipt and mark it delivered with its photo (the driver or helper on
// site has the phone). The last goods delivered move the job to 'delivered' and close it.
// Same-origin posts; each writes a job event naming the person, which the audit lists.
import { Hono, type Context } from 'hono';
import { calendarDayInWords } from '../../shared/business-time';
import { deliveryWindowInWords } from '../../shared/delivery-window';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { quantityWithUnitText } from '../../shared/unit-words';
import { JobDeliveriesPage } from '../../ui/admin/jobs/JobDeliveriesPage';
import { formFields } from '../admin/form-fields';
import type { DashboardEnv } from '../app-env';
import { leadById } from '../lead-records/leads';
import { parseRecordId } from '../record-id';
import { adminPage } from '../render/render-admin';
import { cameraPhoto } from '../storage/camera-photo';
import { attachCertificate, certificatesOfHeat, detachCertificate, heatNumberPattern, normalHeatNumber } from './certificates';
import { customerTripWhen, tripChange, tripDetails } from './delivery-edit';
import { readTripDetails, readTripForm } from './delivery-form';
import { deliveryPanels, type PanelState } from './delivery-panels';
import { receiptResponse, tripNumber } from './delivery-receipt';
import { jobEventStatement } from './job-events';
import {
  allDelivered,
  cancelDelivery,
  closeIfAllDelivered,
  deliveriesOfJob,
  deliveryPhotosPrefix,
  editDelivery,
  insertDelivery,
  isOpenDelivery,
  markDelivered,
  markOut,
  unscheduledMilli,
  type DeliveryWithLines,
} from './job-deliveries';
import { cameraPhotoForm } from './photos';
import { noticeStatements, planNotice, queueJobNotice, releaseDueNotices } from './notices';
import { deliveredStage, moveStage } from './stages';
import { jobById, jobReference, linesOfJob, type JobRow } from './store';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const jobDeliveryRoutes = new Hono<DashboardEnv>();

const strings = (fields: Record<string, string | File>) =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

async function jobOf(c: Context<DashboardEnv>) {
  const id = parseRecordId(c.req.param('id'));
  return id === null ? null : jobById(c.env.DB, id);
}

const noJob = (c: Context<DashboardEnv>) => c.text('There is no such job: it may have been erased with its lead.', 404);

/** The job page's anchor a post returns to. */
const backTo = (job: Pick<JobRow, 'id'>, anchor: string) => `${adminPaths.job(job.id)}#${anchor}`;

async function deliveriesPage(
  c: Context<DashboardEnv>,
  job: JobRow,
  state: PanelState = {},
  status: 200 | 400 | 404 | 409 | 413 | 415 = 200,
) {
  const [lead, panels] = await Promise.all([
    leadById(c.env.DB, job.lead_id),
    deliveryPanels(c.env, job, c.get('person')?.role ?? 'staff', state),
  ]);
  const customer = lead ? (lead.company ? `${lead.full_name} · ${lead.company}` : lead.full_name) : '';
  return adminPage(c, <JobDeliveriesPage job={{ id: job.id, reference: jobReference(job), customer }}>{panels}</JobDeliveriesPage>, status);
}

jobDeliveryRoutes.get('/:id{[0-9]+}/deliveries', staffMay, async (c) => {
  const job = await jobOf(c);
  return job ? deliveriesPage(c, job) : noJob(c);
});

const tripWords = (trip: Pick<DeliveryWithLines, 'scheduled_on' | 'window_from' | 'window_until'>) =>
  `${calendarDayInWords(trip.scheduled_on)}, ${deliveryWindowInWords(trip.window_from, trip.window_until)}`;

jobDeliveryRoutes.post('/:id{[0-9]+}/deliveries', async (c) => {
  const job = await jobOf(c);
  if (!job) return noJob(c);
  const values = strings(await formFields(c));
  const refuse = (text: string) => deliveriesPage(c, job, { deliveries: { values, message: { text, tone: 'warning' } } }, 409);
  if (job.closed_at) return refuse('This job is closed: every line is delivered.');
  const [lines, deliveries] = await Promise.all([linesOfJob(c.env.DB, job.id), deliveriesOfJob(c.env.DB, job.id)]);
  const form = readTripForm(values, lines, unscheduledMilli(lines, deliveries), new Date());
  if (!form.ok)
    return deliveriesPage(
      c,
      job,
      {
        deliveries: {
          values,
          errors: form.errors,
          message: { text: 'The delivery was not scheduled: see the fields marked below.', tone: 'warning' },
        },
      },
      400,
    );
  const { trip } = form;
  const operator = c.get('operator');
  const at = new Date().toISOString();
  const number = `${jobReference(job)}-D${deliveries.length + 1}`;
  const when = tripWords({ scheduled_on: trip.scheduledOn, window_from: trip.windowFrom, window_until: trip.windowUntil });
  const id = await insertDelivery(c.env.DB, { ...trip, jobId: job.id, leadId: job.lead_id, at, by: operator }, [
    jobEventStatement(c.env.DB, {
      jobId: job.id,
      leadId: job.lead_id,
      kind: 'delivery',
      at,
      actor: operator,
      detail: `Delivery ${number} scheduled for ${when}`,
      customerFacing: true,
    }),
  ]);
  return c.redirect(`${adminPaths.job(job.id)}?delivery=${id}#delivery-${id}`, 303);
});

/** The job's trip named in the path, with the job's other trips; null when it is another job's (or none). */
async function tripOf(c: Context<DashboardEnv>, job: JobRow) {
  const id = parseRecordId(c.req.param('deliveryId'));
  const deliveries = await deliveriesOfJob(c.env.DB, job.id);
  const trip = deliveries.find((delivery) => delivery.id === id);
  return trip ? { trip, deliveries } : null;
}

const noTrip = (c: Context<DashboardEnv>) => c.text('There is no such delivery on this job.', 404);

/** The job and its trip named in the path, or the 404 that says which is not there. */
async function jobAndTripOf(c: Context<DashboardEnv>) {
  const job = await jobOf(c);
  if (!job) return noJob(c);
  const found = await tripOf(c, job);
  return found ? { job, ...found } : noTrip(c);
}

const notOpen = (c: Context<DashboardEnv>, job: JobRow, trip: DeliveryWithLines) =>
  deliveriesPage(
    c,
    job,
    {
      deliveries: {
        message: { text: `This delivery is ${trip.status === 'out' ? 'out already' : trip.status} (see it below).`, tone: 'warning' },
      },
    },
    409,
  );

jobDeliveryRoutes.post('/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/out', async (c) => {
  const found = await jobAndTripOf(c);
  if (found instanceof Response) return found;
  const { job, trip, deliveries } = found;
  const operator = c.get('operator');
  const at = new Date().toISOString();
  const number = tripNumber(job, deliveries, trip.id);
  const moved = await markOut(c.env.DB, trip, operator, at, [
    c.env.DB.prepare(
      `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail, customer_facing)
       SELECT ?, ?, 'delivery', ?, ?, ?, 1 WHERE changes() > 0`,
    ).bind(job.id, job.lead_id, at, operator, `Delivery ${number} out for delivery`),
  ]);
  if (!moved) return notOpen(c, job, trip);
  await queueJobNotice(
    c.env,
    job,
    'Out for delivery',
    `Arriving ${tripWords(trip)}, driver ${trip.driver_name}, plate ${trip.plate_number}`,
  ).catch((error: unknown) =>
    c.get('logger').error('out-for-delivery notice could not be queued', { jobId: job.id, error: String(error) }),
  );
  return c.redirect(backTo(job, `delivery-${trip.id}`), 303);
});

jobDeliveryRoutes.post('/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/edit', async (c) => {
  const found = await jobAndTripOf(c);
  if (found instanceof Response) return found;
  const { job, trip, deliveries } = found;
  if (trip.status !== 'scheduled' && trip.status !== 'out') return notOpen(c, job, trip);
  const values = strings(await formFields(c));
  const number = tripNumber(job, deliveries, trip.id);
  const stale = () =>
    deliveriesPage(
      c,
      job,
      {
        deliveries: {
          message: {
            text: `${number} was changed since you opened it: see it below as it stands now, and change it again if you still need to.`,
            tone: 'warning',
          },
        },
      },
      409,
    );
  if (!/^\d+$/.test(values.revision ?? ''))
    return refuseEdit(
      c,
      job,
      trip.id,
      values,
      {},
      'The form came without the delivery’s revision: open the delivery again and change it there.',
    );
  const revision = Number(values.revision);
  if (revision !== trip.revision) return stale();
  const errors: Record<string, string> = {};
  const details = readTripDetails(values, new Date(), errors);
  if (Object.keys(errors).length > 0) return refuseEdit(c, job, trip.id, values, errors);
  const change = tripChange(trip, details, calendarDayInWords);
  if (change.words.length === 0) return c.redirect(backTo(job, `delivery-${trip.id}`), 303);

  const operator = c.get('operator');
  const now = new Date();
  const at = now.toISOString();
  const plan = change.notice ? await planNotice(c.env, job, now) : null;
  const edited = await editDelivery(c.env.DB, trip, details, revision, operator, at, (guard) => [
    c.env.DB.prepare(
      `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail, customer_facing)
       SELECT ?, ?, 'delivery', ?, ?, ?, 1 WHERE ${guard.sql}`,
    ).bind(job.id, job.lead_id, at, operator, `Delivery ${number} changed: ${change.words.join('; ')}`, ...guard.binds),
    ...(plan && change.notice ? noticeStatements(c.env.DB, job, plan, `Delivery ${number} changed. ${change.notice}`, at, guard) : []),
  ]);
  if (!edited) {
    const again = await tripOf(c, job);
    return again && isOpenDelivery(again.trip) ? stale() : notOpen(c, job, again?.trip ?? trip);
  }
  if (plan && !plan.held)
    await releaseDueNotices(c.env, now, job.id).catch((error: unknown) =>
      c.get('logger').error('delivery change notice could not be sent', { jobId: job.id, error: String(error) }),
    );
  return c.redirect(backTo(job, `delivery-${trip.id}`), 303);
});

/** A refused edit: the trip's form open again with what was typed and each field's reason. */
const refuseEdit = (
  c: Context<DashboardEnv>,
  job: JobRow,
  tripId: number,
  values: Record<string, string>,
  errors: Record<string, string>,
  text = 'The delivery was not changed: see the fields marked below.',
) => deliveriesPage(c, job, { deliveries: { edit: { tripId, values, errors }, message: { text, tone: 'warning' } } }, 400);

jobDeliveryRoutes.post('/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/cancel', async (c) => {
  const found = await jobAndTripOf(c);
  if (found instanceof Response) return found;
  const { job, trip, deliveries } = found;
  const operator = c.get('operator');
  const at = new Date().toISOString();
  if (!(await cancelDelivery(c.env.DB, trip, operator, at))) return notOpen(c, job, trip);
  const number = tripNumber(job, deliveries, trip.id);
  await jobEventStatement(c.env.DB, {
    jobId: job.id,
    leadId: job.lead_id,
    kind: 'delivery',
    at,
    actor: operator,
    detail: `Delivery ${number} cancelled`,
    customerFacing: true,
  }).run();
  // The order page showed the customer this trip's day and window (and "Out for delivery" sent
  // them): they are told it will not come then, through the same path, held at night.
  await queueJobNotice(
    c.env,
    job,
    `Delivery ${number} cancelled`,
    `It will not come on ${customerTripWhen(tripDetails(trip))}; we will tell you the new day`,
  ).catch((error: unknown) =>
    c.get('logger').error('cancelled-delivery notice could not be queued', { jobId: job.id, error: String(error) }),
  );
  return c.redirect(backTo(job, 'deliveries'), 303);
});

jobDeliveryRoutes.post('/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/delivered', staffMay, cameraPhotoForm, async (c) => {
  const found = await jobAndTripOf(c);
  if (found instanceof Response) return found;
  const { job, trip, deliveries } = found;
  if (trip.status !== 'scheduled' && trip.status !== 'out') return notOpen(c, job, trip);
  const fields = await formFields(c);
  const refuse = (status: 400 | 413 | 415, text: string) =>
    deliveriesPage(c, job, { deliveries: { message: { text, tone: 'warning' } } }, status);
  const receivedBy = (typeof fields.receivedBy === 'string' ? fields.receivedBy : '').trim().replace(/\s+/g, ' ');
  if (receivedBy.length > 80 || hasInvisibleCharacters(receivedBy))
    return refuse(400, 'Received by: one line of plain text, up to 80 characters.');
  const file = fields.photo instanceof File ? fields.photo : null;
  if (!file) return refuse(400, 'Take a photo of the signed receipt or of the goods delivered: it marks the delivery done.');
  const photo = await cameraPhoto(file);
  if ('message' in photo) return refuse(photo.status, photo.message);

  const operator = c.get('operator');
  const at = new Date().toISOString();
  const number = tripNumber(job, deliveries, trip.id);
  const r2Key = `${deliveryPhotosPrefix}${job.id}/${crypto.randomUUID()}.${photo.format}`;
  await c.env.UPLOADS.put(r2Key, photo.bytes, { httpMetadata: { contentType: photo.contentType } });
  let marked: boolean;
  try {
    marked = await markDelivered(
      c.env.DB,
      trip,
      { r2Key, contentType: photo.contentType, size: photo.bytes.byteLength, receivedBy },
      operator,
      at,
      (guard) => [
        c.env.DB.prepare(
          `INSERT INTO job_events (job_id, lead_id, kind, created_at, actor, detail, customer_facing)
             SELECT ?, ?, 'delivery', ?, ?, ?, 1 WHERE ${guard.sql}`,
        ).bind(
          job.id,
          job.lead_id,
          at,
          operator,
          `Delivery ${number} delivered${receivedBy ? `, received by ${receivedBy}` : ''}`,
          ...guard.binds,
        ),
      ],
    );
  } catch (error) {
    await c.env.UPLOADS.delete(r2Key);
    throw error;
  }
  if (!marked) {
    await c.env.UPLOADS.delete(r2Key);
    const again = await tripOf(c, job);
    return notOpen(c, job, again?.trip ?? trip);
  }
  await afterDelivered(c, job, trip, number);
  return c.redirect(backTo(job, `delivery-${trip.id}`), 303);
});

/**
 * After a trip is delivered: the last goods move the job to 'delivered' (its stage notice goes as
 * the stage list says) and close it; a part delivered tells the customer what came and what is to follow.
 */
async function afterDelivered(c: Context<DashboardEnv>, job: JobRow, trip: DeliveryWithLines, number: string) {
  const lines = await linesOfJob(c.env.DB, job.id);
  const at = new Date();
  if (allDelivered(lines)) {
    if (job.stage !== deliveredStage) {
      // The goods are with the customer: that is a fact the stage follows, drawing approved or not
      // (a job never moved past the approval gate records here that it went without one).
      const mover = { by: c.get('operator'), role: 'owner' as const, confirmedWithoutDrawing: true };
      const moved = await moveStage(c.env, job, deliveredStage, mover, at);
      if (!moved.ok) c.get('logger').warn('the delivered job could not move to its last stage', { jobId: job.id, reason: moved.message });
    }
    await closeIfAllDelivered(c.env.DB, job.id, at.toISOString());
    return;
  }
  const came = trip.lines
    .map((tripLine) => {
      const line = lines.find((candidate) => candidate.id === tripLine.job_line_id);
      return line ? `${quantityWithUnitText(tripLine.quantity_milli, line.unit)} of ${line.description}` : '';
    })
    .filter(Boolean)
    .join('; ');
  await queueJobNotice(c.env, job, `Part of your order delivered (${number})`, `Delivered: ${came}. The rest is to follow`).catch(
    (error: unknown) => c.get('logger').error('partial delivery notice could not be queued', { jobId: job.id, error: String(error) }),
  );
}

jobDeliveryRoutes.get('/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/receipt', staffMay, async (c) => {
  const job = await jobOf(c);
  const id = parseRecordId(c.req.param('deliveryId'));
  const response = job && id !== null ? await receiptResponse(c.env, job, id) : null;
  return response ?? c.text('There is no receipt here: the delivery is not on this job, or it was cancelled.', 404);
});

jobDeliveryRoutes.get('/:id{[0-9]+}/deliveries/:deliveryId{[0-9]+}/photo', staffMay, async (c) => {
  const job = await jobOf(c);
  const found = job ? await tripOf(c, job) : null;
  const object = found?.trip.photo_r2_key ? await c.env.UPLOADS.get(found.trip.photo_r2_key) : null;
  if (!found || !object) return c.text('This delivery has no photo.', 404);
  return c.body(object.body, 200, {
    'Content-Type': found.trip.photo_content_type ?? 'application/octet-stream',
    'Content-Length': String(object.size),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});

// Certificates on the job's lines.

jobDeliveryRoutes.post('/:id{[0-9]+}/certificates', async (c) => {
  const job = await jobOf(c);
  if (!job) return noJob(c);
  const values = strings(await formFields(c));
  const refuse = (errors: Record<string, string>, status: 400 | 409 = 400, choices: PanelState['certificates'] = {}) =>
    deliveriesPage(c, job, { certificates: { values, errors, ...choices } }, status);
  const lines = await linesOfJob(c.env.DB, job.id);
  const line = lines.find((candidate) => candidate.id === parseRecordId(values.line));
  if (!line) return refuse({ line: 'Choose one of this job’s lines.' });
  const heat = normalHeatNumber(values.heat ?? '');
  if (!heatNumberPattern.test(heat)) return refuse({ heat: 'Enter the heat number as the certificate prints it, e.g. 1A2345.' });
  const certificates = await certificatesOfHeat(c.env.DB, heat);
  if (certificates.length === 0)
    return refuse({ heat: `No certificate in the library has heat ${heat}: upload it in Mill certificates first.` });
  const chosen =
    certificates.length === 1 ? certificates[0] : certificates.find((certificate) => certificate.id === parseRecordId(values.certificate));
  if (!chosen)
    return refuse({ heat: `Heat ${heat} is on ${certificates.length} certificates: choose which one.` }, 409, {
      choices: certificates.map((certificate) => ({
        certificateId: certificate.id,
        about: `${certificate.grade} · ${certificate.product} · ${certificate.file_name}`,
      })),
    });
  const operator = c.get('operator');
  const at = new Date().toISOString();
  if (!(await attachCertificate(c.env.DB, { jobLineId: line.id, certificateId: chosen.id, heat, at, by: operator })))
    return refuse({ heat: `Heat ${heat} is named on line ${line.position} already.` }, 409);
  const detail = `heat ${heat} (${chosen.grade} ${chosen.product}) on line ${line.position}`;
  await jobEventStatement(c.env.DB, {
    jobId: job.id,
    leadId: job.lead_id,
    kind: 'certificate',
    at,
    actor: operator,
    detail: `Mill certificate: ${detail}`,
  }).run();
  return c.redirect(backTo(job, 'certificates'), 303);
});

jobDeliveryRoutes.post('/:id{[0-9]+}/certificates/remove', async (c) => {
  const job = await jobOf(c);
  if (!job) return noJob(c);
  const values = strings(await formFields(c));
  const lines = await linesOfJob(c.env.DB, job.id);
  const line = lines.find((candidate) => candidate.id === parseRecordId(values.line));
  const certificateId = parseRecordId(values.certificate);
  const heat = normalHeatNumber(values.heat ?? '');
  if (!line || certificateId === null || !(await detachCertificate(c.env.DB, { jobLineId: line.id, certificateId, heat })))
    return deliveriesPage(
      c,
      job,
      { certificates: { message: { text: 'That heat is not named on this job’s line (taken off already?).', tone: 'warning' } } },
      409,
    );
  const at = new Date().toISOString();
  const operator = c.get('operator');
  await jobEventStatement(c.env.DB, {
    jobId: job.id,
    leadId: job.lead_id,
    kind: 'certificate',
    at,
    actor: operator,
    detail: `Mill certificate: heat ${heat} taken off line ${line.position}`,
  }).run();
  return c.redirect(backTo(job, 'certificates'), 303);
});

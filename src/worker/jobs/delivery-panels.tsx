// The job page's deliveries and mill certificates panels, built from the rows: the job page (and
// /admin/jobs/:id/deliveries, where a refused form comes back with its errors) renders them.
import { calendarDayInWords, formatManilaTime, manilaDay } from '../../shared/business-time';
import { deliveryWindowInWords } from '../../shared/delivery-window';
import type { Role } from '../../shared/roles';
import { actorLabel } from '../../shared/roles';
import { quantityText } from '../../shared/quotation-money';
import { quantityWithUnitText } from '../../shared/unit-words';
import { DeliveriesPanel, type DeliveriesPanelView } from '../../ui/admin/jobs/DeliveriesPanel';
import { JobCertificatesPanel, type JobCertificatesPanelView } from '../../ui/admin/jobs/JobCertificatesPanel';
import type { WorkerEnv } from '../app-env';
import { peopleNames } from '../admin/accounts';
import { cameraPhotoLimitText } from '../storage/camera-photo';
import { certificatesOfJob, stockHeats } from './certificates';
import { tripDetails } from './delivery-edit';
import { quantityField } from './delivery-form';
import { tripNumber } from './delivery-receipt';
import { deliveriesOfJob, isOpenDelivery, unscheduledMilli, type DeliveryWithLines } from './job-deliveries';
import { linesOfJob, type JobLineRow, type JobRow } from './store';
import { adminPaths } from '../../shared/admin-paths';

export interface PanelState {
  deliveries?: {
    values?: Record<string, string>;
    errors?: Record<string, string>;
    message?: DeliveriesPanelView['message'];
    /** A refused edit of one trip: its form comes back open with what was typed. */
    edit?: { tripId: number; values: Record<string, string>; errors: Record<string, string> };
  };
  certificates?: {
    values?: Record<string, string>;
    errors?: Record<string, string>;
    choices?: JobCertificatesPanelView['choices'];
    message?: JobCertificatesPanelView['message'];
  };
}

const statusWords = { scheduled: 'Scheduled', out: 'Out for delivery', delivered: 'Delivered', cancelled: 'Cancelled' } as const;

function tripView(
  base: string,
  job: JobRow,
  trip: DeliveryWithLines,
  all: readonly DeliveryWithLines[],
  lines: readonly JobLineRow[],
  names: ReadonlyMap<string, string>,
  role: Role,
  edit: NonNullable<PanelState['deliveries']>['edit'],
): DeliveriesPanelView['trips'][number] {
  const url = `${base}/${trip.id}`;
  const history = [
    `Scheduled ${formatManilaTime(trip.created_at)} by ${actorLabel(trip.created_by, names)}`,
    ...(trip.edited_at ? [`Last changed ${formatManilaTime(trip.edited_at)} by ${actorLabel(trip.edited_by ?? '', names)}`] : []),
    ...(trip.out_at ? [`Out ${formatManilaTime(trip.out_at)} by ${actorLabel(trip.out_by ?? '', names)}`] : []),
    ...(trip.delivered_at
      ? [
          `Delivered ${formatManilaTime(trip.delivered_at)} by ${actorLabel(trip.delivered_by ?? '', names)}${trip.received_by ? `, received by ${trip.received_by}` : ''}`,
        ]
      : []),
    ...(trip.cancelled_at ? [`Cancelled ${formatManilaTime(trip.cancelled_at)} by ${actorLabel(trip.cancelled_by ?? '', names)}`] : []),
  ];
  const open = isOpenDelivery(trip);
  return {
    id: trip.id,
    number: tripNumber(job, all, trip.id),
    status: trip.status,
    statusText: statusWords[trip.status],
    when: `${calendarDayInWords(trip.scheduled_on)}, ${deliveryWindowInWords(trip.window_from, trip.window_until)}`,
    address: trip.address,
    driver: `Driver ${trip.driver_name} · plate ${trip.plate_number}`,
    lines: trip.lines.map((tripLine) => {
      const line = lines.find((candidate) => candidate.id === tripLine.job_line_id);
      return line ? `${line.position}. ${line.description}: ${quantityWithUnitText(tripLine.quantity_milli, line.unit)}` : '';
    }),
    receiptUrl: `${url}/receipt`,
    history,
    photoUrl: trip.photo_r2_key ? `${url}/photo` : null,
    outUrl: role === 'owner' && trip.status === 'scheduled' && !job.closed_at ? `${url}/out` : null,
    deliveredUrl: open && !job.closed_at ? `${url}/delivered` : null,
    cancelUrl: role === 'owner' && open ? `${url}/cancel` : null,
    edit:
      role === 'owner' && open
        ? {
            url: `${url}/edit`,
            revision: trip.revision,
            values: edit?.tripId === trip.id ? edit.values : { ...tripDetails(trip) },
            errors: edit?.tripId === trip.id ? edit.errors : {},
            open: edit?.tripId === trip.id,
            today: manilaDay(new Date()),
          }
        : null,
  };
}

async function deliveriesPanelView(
  env: WorkerEnv,
  job: JobRow,
  role: Role,
  state: PanelState['deliveries'] = {},
): Promise<DeliveriesPanelView> {
  const [lines, deliveries, names] = await Promise.all([linesOfJob(env.DB, job.id), deliveriesOfJob(env.DB, job.id), peopleNames(env.DB)]);
  const base = adminPaths.job(job.id, 'deliveries');
  const unscheduled = unscheduledMilli(lines, deliveries);
  const onTheWay = (lineId: number) =>
    deliveries
      .filter(isOpenDelivery)
      .flatMap((trip) => trip.lines)
      .filter((line) => line.job_line_id === lineId)
      .reduce((sum, line) => sum + line.quantity_milli, 0);
  const anythingLeft = [...unscheduled.values()].some((milli) => milli > 0);
  const lastAddress = deliveries.filter((trip) => trip.status !== 'cancelled').at(-1)?.address ?? '';
  return {
    base,
    complete: job.closed_at !== null,
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      description: line.description,
      ordered: quantityWithUnitText(line.quantity_milli, line.unit),
      delivered: quantityWithUnitText(line.delivered_milli, line.unit),
      onTheWay: quantityWithUnitText(onTheWay(line.id), line.unit),
      left: quantityWithUnitText(Math.max(0, line.quantity_milli - line.delivered_milli), line.unit),
      field: quantityField(line.id),
      schedulable: quantityText(unscheduled.get(line.id) ?? 0),
    })),
    trips: deliveries.map((trip) => tripView(base, job, trip, deliveries, lines, names, role, state.edit)),
    form:
      role === 'owner' && anythingLeft && !job.closed_at
        ? { values: { address: lastAddress, ...state.values }, errors: state.errors ?? {}, today: manilaDay(new Date()) }
        : null,
    message: state.message,
    photoLimits: `JPEG, PNG or WebP from the camera, up to ${cameraPhotoLimitText}. Marking it delivered adds its goods to the delivered quantities and tells the customer.`,
  };
}

async function certificatesPanelView(
  env: WorkerEnv,
  job: JobRow,
  role: Role,
  state: PanelState['certificates'] = {},
): Promise<JobCertificatesPanelView> {
  const [lines, links, stock] = await Promise.all([linesOfJob(env.DB, job.id), certificatesOfJob(env.DB, job.id), stockHeats(env.DB)]);
  return {
    base: adminPaths.job(job.id, 'certificates'),
    owner: role === 'owner',
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      description: line.description,
      heats: links
        .filter((link) => link.job_line_id === line.id)
        .map((link) => ({
          heat: link.heat_number,
          certificateId: link.certificate_id,
          about: `${link.grade} · ${link.product}`,
          url: adminPaths.certificate(link.certificate_id, 'file'),
          removeFields: { line: String(line.id), certificate: String(link.certificate_id), heat: link.heat_number },
        })),
    })),
    stockHeats: stock.map((row) => ({ heat: row.heat_number, about: `${row.grade} ${row.product} (current stock)` })),
    values: state.values ?? {},
    errors: state.errors ?? {},
    choices: state.choices ?? [],
    message: state.message,
  };
}

/** Both panels, for the job page's list of panels. */
export async function deliveryPanels(env: WorkerEnv, job: JobRow, role: Role, state: PanelState = {}) {
  const [deliveries, certificates] = await Promise.all([
    deliveriesPanelView(env, job, role, state.deliveries),
    certificatesPanelView(env, job, role, state.certificates),
  ]);
  return (
    <>
      <DeliveriesPanel view={deliveries} />
      <JobCertificatesPanel view={certificates} />
    </>
  );
}

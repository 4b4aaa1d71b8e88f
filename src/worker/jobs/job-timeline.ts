// The lead's timeline entries for its job, each with who and when and a link to the job page's
// panel: the job made, every stage move, progress photos (several added one after another by the
// same person are one entry), deliveries scheduled, changed, out, delivered and cancelled, shop
// drawings sent and answered, the owner's move past the approval gate, and the job closing.
// Notes, dates, heats and notices stay on the job's own timeline (a notice's email is on the
// lead's already, as a reply).
import type { TimelineEntry } from '../../shared/lead-view';
import { eventWords } from './event-words';
import type { JobEventRow } from './job-events';
import { stageLists } from './stages';
import { jobForLead, jobReference } from './store';
import { adminPaths } from '../../shared/admin-paths';

const shownKinds = [
  'created',
  'stage',
  'photo',
  'delivery',
  'drawing-sent',
  'drawing-approved',
  'drawing-changes',
  'drawing-gate-confirmed',
] as const;

const anchors: Partial<Record<JobEventRow['kind'], string>> = {
  stage: 'stage',
  photo: 'photos',
  delivery: 'deliveries',
  'drawing-sent': 'drawings',
  'drawing-approved': 'drawings',
  'drawing-changes': 'drawings',
  'drawing-gate-confirmed': 'drawings',
};

/** Photos by the same person within this long of the one before are one entry. */
const photoRunMs = 30 * 60_000;

export async function jobTimeline(db: D1Database, leadId: number): Promise<TimelineEntry[]> {
  const [job, { results: events }, lists] = await Promise.all([
    jobForLead(db, leadId),
    db
      .prepare(`SELECT * FROM job_events WHERE lead_id = ? AND kind IN (${shownKinds.map(() => '?').join(', ')}) ORDER BY id`)
      .bind(leadId, ...shownKinds)
      .all<JobEventRow>(),
    stageLists(db),
  ]);
  if (!job) return [];
  const reference = jobReference(job);
  const stages = lists[job.kind];
  const entries: TimelineEntry[] = [];
  let photos: { entry: Extract<TimelineEntry, { kind: 'job' }>; count: number; last: string; captions: string[] } | null = null;
  for (const event of events) {
    const url = `${adminPaths.job(event.job_id)}${anchors[event.kind] ? `#${anchors[event.kind]}` : ''}`;
    if (event.kind === 'photo') {
      if (photos && photos.entry.actor === event.actor && Date.parse(event.created_at) - Date.parse(photos.last) <= photoRunMs) {
        photos.count += 1;
        photos.last = event.created_at;
        if (event.detail) photos.captions.push(event.detail);
        photos.entry.text = `${photos.count} progress photos added${photos.captions.length ? `: ${photos.captions.join('; ')}` : ''}`;
        continue;
      }
      const entry = {
        kind: 'job' as const,
        at: event.created_at,
        reference,
        url,
        actor: event.actor,
        text: `Progress photo added${event.detail ? `: ${event.detail}` : ''}`,
      };
      photos = { entry, count: 1, last: event.created_at, captions: event.detail ? [event.detail] : [] };
      entries.push(entry);
      continue;
    }
    photos = null;
    entries.push({
      kind: 'job',
      at: event.created_at,
      reference,
      url,
      actor: event.actor,
      text: event.kind === 'drawing-sent' ? `Shop drawing sent for the customer's approval: ${event.detail}` : eventWords(event, stages),
    });
  }
  if (job.closed_at) {
    // Closed by the delivery that brought the last goods: its person.
    const closer = events
      .filter((event) => event.created_at <= job.closed_at! && (event.kind === 'delivery' || event.kind === 'stage'))
      .at(-1);
    entries.push({
      kind: 'job',
      at: job.closed_at,
      reference,
      url: `${adminPaths.job(job.id)}#deliveries`,
      actor: closer?.actor ?? 'system',
      text: 'Job closed: every line is delivered',
    });
  }
  return entries;
}

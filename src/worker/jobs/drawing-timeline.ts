// The lead's timeline entries for its job's shop drawings: each revision sent, each answer of the
// customer, and the owner's move past the approval gate without one.
import type { TimelineEntry } from '../../shared/lead-view';
import { jobEventsForLead } from './job-events';
import { jobForLead, jobReference } from './store';

const drawingKinds: ReadonlySet<string> = new Set(['drawing-sent', 'drawing-approved', 'drawing-changes', 'drawing-gate-confirmed']);

export async function drawingTimeline(db: D1Database, leadId: number): Promise<TimelineEntry[]> {
  const [job, events] = await Promise.all([jobForLead(db, leadId), jobEventsForLead(db, leadId)]);
  if (!job) return [];
  return events
    .filter((event) => drawingKinds.has(event.kind))
    .map((event) => ({
      kind: 'job',
      at: event.created_at,
      reference: jobReference(job),
      url: `/admin/jobs/${event.job_id}#drawings`,
      actor: event.actor,
      text: event.kind === 'drawing-sent' ? `Shop drawing sent for the customer's approval: ${event.detail}` : event.detail,
    }));
}

// The lead's timeline entries for its job's shop drawings: each revision sent, each answer of the
// customer, and the owner's move past the approval gate without one.
import type { TimelineEntry } from '../../shared/lead-view';
import type { JobEventRow } from './job-events';
import { jobForLead, jobReference } from './store';

export async function drawingTimeline(db: D1Database, leadId: number): Promise<TimelineEntry[]> {
  const [job, { results: events }] = await Promise.all([
    jobForLead(db, leadId),
    db
      .prepare(
        `SELECT * FROM job_events WHERE lead_id = ? AND kind IN ('drawing-sent', 'drawing-approved', 'drawing-changes', 'drawing-gate-confirmed') ORDER BY id`,
      )
      .bind(leadId)
      .all<JobEventRow>(),
  ]);
  if (!job) return [];
  return events.map((event): TimelineEntry => ({
    kind: 'job',
    at: event.created_at,
    reference: jobReference(job),
    url: `/admin/jobs/${event.job_id}#drawings`,
    actor: event.actor,
    text: event.kind === 'drawing-sent' ? `Shop drawing sent for the customer's approval: ${event.detail}` : event.detail,
  }));
}

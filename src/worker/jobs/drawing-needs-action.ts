// The overview's Needs action: a shop drawing the customer asked to change (the owner owes a
// revision) and one still waiting for the customer's approval (a call may move it on).
import type { ActionItem } from '../../shared/admin-overview';
import { formatManilaTime } from '../../shared/business-time';
import { drawingsToActOn, revisionName, type OpenDrawing } from './drawing-store';
import { jobReference } from './store';
import { adminPaths } from '../../shared/admin-paths';

const drawingItem = (drawing: OpenDrawing): ActionItem => ({
  href: `${adminPaths.job(drawing.job_id)}#drawings`,
  reference: jobReference({ id: drawing.job_id, created_at: drawing.job_created_at }),
  name: drawing.company ? `${drawing.full_name} · ${drawing.company}` : drawing.full_name,
  why:
    drawing.answer === 'changes'
      ? `Changes asked on ${revisionName(drawing.revision).toLowerCase()} ${formatManilaTime(drawing.answered_at!)}: send a revision`
      : `${revisionName(drawing.revision)} sent ${formatManilaTime(drawing.uploaded_at)}: waiting for the customer's approval`,
});

/** Change requests first, then drawings waiting longest for the customer. */
export async function drawingActionItems(db: D1Database, limit: number): Promise<ActionItem[]> {
  return (await drawingsToActOn(db, limit)).map(drawingItem);
}

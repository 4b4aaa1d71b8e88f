// The owner's confirm step when a move passes "Shop drawing approval" without an approved drawing
// (drawing-gate.ts): a page of its own, so it asks with scripts off; "Yes" posts the move again with
// confirm=yes. A question, not a refusal: 200, as the other confirm pages (decision 029).
import type { Context } from 'hono';
import { ConfirmPage } from '../../ui/admin/ConfirmPage';
import type { DashboardEnv } from '../app-env';
import { adminPage } from '../render/render-admin';
import { jobReference, type JobRow } from './store';
import { adminPaths } from '../../shared/admin-paths';

export async function drawingGateConfirmPage(
  c: Context<DashboardEnv>,
  job: JobRow,
  move: { to: string; label: string; back: string },
  why: string,
) {
  const jobPath = adminPaths.job(job.id);
  return adminPage(
    c,
    <ConfirmPage
      current="jobs"
      view={{
        title: `Move ${jobReference(job)} on without an approved drawing?`,
        question: `${why} Moving the job to “${move.label}” now is recorded on its timeline as done without the customer's approval.`,
        action: `${jobPath}/stage`,
        fields: { from: job.stage, to: move.to, ...(move.back ? { back: move.back } : {}) },
        confirm: `Yes, move it to ${move.label}`,
        back: `${jobPath}#drawings`,
        keep: 'No, wait for the approval',
      }}
    />,
  );
}

// A job event in the dashboard's words ("Moved to Welding", "Photo added: ..."): the job page's
// timeline and the lead's read the same rows and say them the same way.
import type { JobEventRow } from './job-events';
import { jobKinds, stageOf, type JobStage } from './stages';
import type { JobKind } from './store';

export const eventWords = (event: JobEventRow, stages: readonly JobStage[]): string => {
  switch (event.kind) {
    case 'created':
      return `Job made when the customer accepted (${jobKinds[event.detail as JobKind] ?? event.detail})`;
    case 'stage':
      return `Moved to ${stageOf(stages, event.detail).label}`;
    case 'kind':
      return `Kind changed to ${jobKinds[event.detail as JobKind] ?? event.detail}`;
    case 'dates':
      return `Dates: ${event.detail}`;
    case 'customer-note':
      return event.detail ? `Note for the customer: ${event.detail}` : 'Note for the customer removed';
    case 'internal-note':
      return `Note: ${event.detail}`;
    case 'photo':
      return event.detail ? `Photo added: ${event.detail}` : 'Photo added';
    case 'notice':
    case 'delivery':
    case 'certificate':
      return event.detail;
    case 'drawing-sent':
      return `Sent for the customer's approval: ${event.detail}`;
    case 'drawing-approved':
    case 'drawing-changes':
    case 'drawing-gate-confirmed':
      return event.detail;
    default:
      return `${event.kind}: ${event.detail}`;
  }
};

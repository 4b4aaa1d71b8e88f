// What the shop drawing section of the customer's order page and the job page's drawing panel show,
// in words the worker has already formatted (src/worker/jobs/drawing-view.ts makes both).

interface OrderDrawingAnswer {
  approved: boolean;
  /** "Approved by Ana Reyes on 28 Nov 2026, 3:15 pm" or "Changes asked by ...". */
  words: string;
  comment: string | null;
  markup: { name: string; url: string } | null;
}

interface OrderDrawing {
  id: number;
  /** "Shop drawing rev. 2" */
  label: string;
  note: string;
  sentWords: string;
  file: { name: string; size: string; url: string };
  answer: OrderDrawingAnswer | null;
}

export interface OrderDrawingsView {
  current: OrderDrawing;
  /** Earlier revisions, newest first: replaced by the current one. */
  superseded: { label: string; sentOn: string; answerWords: string | null }[];
  /** Where the forms post: `${path}/drawings/<id>/approve` and `/changes`. */
  path: string;
  markupLimits: string;
}

export type DrawingStatus = 'waiting' | 'approved' | 'changes' | 'superseded';

export interface DrawingPanelView {
  /** Where a new revision is posted. */
  action: string;
  limits: string;
  revisions: {
    id: number;
    label: string;
    current: boolean;
    note: string;
    sentWords: string;
    file: { name: string; size: string; url: string };
    status: DrawingStatus;
    answerWords: string | null;
    comment: string | null;
    markup: { name: string; size: string; url: string } | null;
  }[];
}

// A job's drawing rows as the customer's order page and the owner's job page show them.
import { customerTimeInWords, formatManilaTime } from '../../shared/business-time';
import { allowedExtensionsText, formatBytes, uploadLimitText } from '../../shared/upload-rules';
import type { DrawingPanelView, OrderDrawingsView } from '../../shared/drawing-views';
import { revisionName, type DrawingRow } from './drawing-store';

const drawingLimits = `${allowedExtensionsText}, up to ${uploadLimitText}.`;

/** `time`: the customer's style on their page, the dashboard's on the job page. */
function answerWords(drawing: DrawingRow, time: (iso: string) => string): string | null {
  if (!drawing.answer || !drawing.answered_at) return null;
  const when = time(drawing.answered_at);
  return drawing.answer === 'approved'
    ? `Approved by ${drawing.answered_by_name} on ${when}`
    : `Changes asked by ${drawing.answered_by_name} on ${when}`;
}

/** The customer's section, or undefined when the job has no drawing yet. `path`: the order page's own. */
export function orderDrawingsView(rows: readonly DrawingRow[], path: string): OrderDrawingsView | undefined {
  const [current, ...earlier] = rows;
  if (!current) return undefined;
  const files = `${path}/drawings/${current.id}`;
  return {
    current: {
      id: current.id,
      label: revisionName(current.revision),
      note: current.note,
      sentWords: `Sent ${customerTimeInWords(current.uploaded_at)}`,
      file: { name: current.file_name, size: formatBytes(current.size), url: `${files}/file` },
      answer: current.answer
        ? {
            approved: current.answer === 'approved',
            words: answerWords(current, customerTimeInWords)!,
            comment: current.comment,
            markup: current.markup_file_name ? { name: current.markup_file_name, url: `${files}/markup` } : null,
          }
        : null,
    },
    superseded: earlier.map((drawing) => ({
      label: revisionName(drawing.revision),
      sentOn: customerTimeInWords(drawing.uploaded_at),
      answerWords: answerWords(drawing, customerTimeInWords),
    })),
    path,
    markupLimits: `A photo or scan of the drawing with your marks: ${drawingLimits}`,
  };
}

/** The owner's panel: every revision with its file, its answer and the customer's markup. */
export function drawingPanelView(rows: readonly DrawingRow[], jobPath: string, names: ReadonlyMap<string, string>): DrawingPanelView {
  return {
    action: `${jobPath}/drawings`,
    limits: drawingLimits,
    revisions: rows.map((drawing, index) => {
      const files = `${jobPath}/drawings/${drawing.id}`;
      return {
        id: drawing.id,
        label: revisionName(drawing.revision),
        current: index === 0,
        note: drawing.note,
        sentWords: `Sent ${formatManilaTime(drawing.uploaded_at)} by ${names.get(drawing.uploaded_by.toLowerCase()) || drawing.uploaded_by}`,
        file: { name: drawing.file_name, size: formatBytes(drawing.size), url: `${files}/file` },
        status:
          drawing.answer === 'approved' ? 'approved' : drawing.answer === 'changes' ? 'changes' : index === 0 ? 'waiting' : 'superseded',
        answerWords: answerWords(drawing, formatManilaTime),
        comment: drawing.comment,
        markup:
          drawing.markup_file_name && drawing.markup_size !== null
            ? { name: drawing.markup_file_name, size: formatBytes(drawing.markup_size), url: `${files}/markup` }
            : null,
      };
    }),
  };
}

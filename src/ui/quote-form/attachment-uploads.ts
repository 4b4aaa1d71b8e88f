// The quote form's attachments: each file is checked, then uploaded as soon as it is chosen
// (or, chosen before the bot check has passed, as soon as it has), so the submit only sends ids.
// The rows live in the form's store; the files and their transfers, which no render shows, here.
import { useEffect, useState } from 'react';
import { quoteForm } from '../../content/quote-form';
import type { BotTicketIssued } from '../../shared/api';
import { maxAttachments, uploadProblem } from '../../shared/upload-rules';
import { deleteUpload, uploadDrawing } from './api';
import type { Attachment } from './form-state';
import type { QuoteFormStore } from './form-store';
import { uploadTicket } from './bot-ticket';

const copy = quoteForm.attachments;

export interface AttachmentUploads {
  add(chosen: File[]): void;
  remove(key: string): void;
  retry(key: string): void;
}

/** `botCheck`: uploads carry the form's bot-check ticket (the check is on); `issued`: the ticket now. */
export function useAttachmentUploads(store: QuoteFormStore, botCheck: boolean, issued: BotTicketIssued | null) {
  const [uploads] = useState(() => attachmentUploads(store, botCheck));
  const hasTicket = uploadTicket(issued, botCheck) !== null;
  // The bot check has passed: files chosen before it go up now.
  useEffect(() => {
    if (hasTicket) uploads.startWaiting();
  }, [uploads, hasTicket]);
  // Leaving the page mid-upload stops the transfer instead of finishing it for nobody.
  useEffect(() => uploads.cancelAll, [uploads]);
  return uploads;
}

function attachmentUploads({ getState, dispatch }: QuoteFormStore, botCheck: boolean) {
  const files = new Map<string, File>();
  const cancels = new Map<string, () => void>();
  const ticket = () => uploadTicket(getState().ticket, botCheck);
  let lastKey = 0;
  const newKey = () => `attachment-${(lastKey += 1)}`;
  const patch = (key: string, changes: Partial<Attachment>, announcement?: string) =>
    dispatch({ type: 'attachmentChanged', key, changes, announcement });

  function start(key: string, file: File) {
    const task = uploadDrawing(file, getState().draftId, ticket() ?? '', (progress) => patch(key, { progress }));
    cancels.set(key, task.cancel);
    void task.done.then((outcome) => {
      cancels.delete(key);
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'uploaded') {
        files.delete(key);
        patch(key, { status: 'uploaded', progress: 1, uploadId: outcome.upload.id }, `${file.name}: ${copy.uploaded}.`);
      } else {
        patch(key, { status: 'failed', error: outcome.message, retryable: outcome.retryable }, outcome.message);
      }
    });
  }

  return {
    add(chosen: File[]) {
      const refusals: string[] = [];
      const overLimit: string[] = [];
      const added: Attachment[] = [];
      const started: [string, File][] = [];
      const listed = getState().attachments;
      for (const file of chosen) {
        const problem = uploadProblem(file);
        const rows = [...listed, ...added];
        if (problem) {
          refusals.push(problem);
        } else if (rows.some((item) => item.name === file.name && item.size === file.size)) {
          refusals.push(copy.duplicate(file.name));
        } else if (rows.length >= maxAttachments) {
          overLimit.push(file.name);
        } else {
          const status = ticket() === null ? 'waiting' : 'uploading';
          const key = newKey();
          added.push({ key, name: file.name, size: file.size, status, progress: 0, uploadId: null, error: null, retryable: false });
          files.set(key, file);
          started.push([key, file]);
        }
      }
      if (overLimit.length > 0) refusals.push(copy.tooMany(overLimit));
      dispatch({ type: 'filesChosen', added, refusals });
      if (ticket() !== null) for (const [key, file] of started) start(key, file);
    },
    remove(key: string) {
      const item = getState().attachments.find((candidate) => candidate.key === key);
      if (!item) return;
      cancels.get(key)?.();
      cancels.delete(key);
      files.delete(key);
      if (item.uploadId) deleteUpload(item.uploadId, getState().draftId);
      dispatch({ type: 'attachmentRemoved', key, announcement: `${item.name} removed.` });
    },
    retry(key: string) {
      const file = files.get(key);
      if (!file) return;
      const waiting = ticket() === null;
      patch(key, { status: waiting ? 'waiting' : 'uploading', progress: 0, error: null, retryable: false });
      if (!waiting) start(key, file);
    },
    startWaiting() {
      for (const item of getState().attachments) {
        const file = files.get(item.key);
        if (item.status !== 'waiting' || !file) continue;
        patch(item.key, { status: 'uploading' });
        start(item.key, file);
      }
    },
    cancelAll() {
      for (const cancel of cancels.values()) cancel();
      cancels.clear();
    },
  };
}

// The quote form's attachments: each file is checked, then uploaded as soon as it is chosen
// (or, chosen before the bot check has passed, as soon as it has), so the submit only sends ids.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { quoteForm } from '../../content/quote-form';
import { maxAttachments, uploadProblem } from '../../shared/upload-rules';
import { deleteUpload, uploadDrawing } from './api';
import type { SavedAttachment } from './draft';

export interface Attachment {
  /** Local key for the row; the server's id arrives in uploadId once the upload is done. */
  key: string;
  name: string;
  size: number;
  /** 'waiting': chosen before the form had its bot-check ticket; it uploads once it has one. */
  status: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  /** Fraction sent, 0 to 1. */
  progress: number;
  uploadId: string | null;
  error: string | null;
  retryable: boolean;
}

const copy = quoteForm.attachments;

/** `botTicket`: the form's bot-check ticket, null while it has none, '' when the check is off. */
export function useAttachments(draftId: () => string, botTicket: string | null) {
  const [items, setItems] = useState<Attachment[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Mirrors `items` synchronously, so two quick selections or a progress event racing a
  // removal always work on the latest list.
  const itemsRef = useRef<Attachment[]>([]);
  const files = useRef(new Map<string, File>());
  const cancels = useRef(new Map<string, () => void>());
  const nextKey = useRef(0);
  const ticketRef = useRef(botTicket);

  const waitOrUpload = () => (ticketRef.current === null ? ('waiting' as const) : ('uploading' as const));

  const commit = useCallback((next: Attachment[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const patch = useCallback(
    (key: string, changes: Partial<Attachment>) =>
      commit(itemsRef.current.map((item) => (item.key === key ? { ...item, ...changes } : item))),
    [commit],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const task = uploadDrawing(file, draftId(), ticketRef.current ?? '', (progress) => patch(key, { progress }));
      cancels.current.set(key, task.cancel);
      void task.done.then((outcome) => {
        cancels.current.delete(key);
        if (outcome.kind === 'cancelled' || !itemsRef.current.some((item) => item.key === key)) return;
        if (outcome.kind === 'uploaded') {
          files.current.delete(key);
          patch(key, { status: 'uploaded', progress: 1, uploadId: outcome.upload.id });
          setAnnouncement(`${file.name}: ${copy.uploaded}.`);
        } else {
          patch(key, { status: 'failed', error: outcome.message, retryable: outcome.retryable });
          setAnnouncement(outcome.message);
        }
      });
    },
    [draftId, patch],
  );

  const add = useCallback(
    (chosen: File[]) => {
      const problems: string[] = [];
      const overLimit: string[] = [];
      const started: [string, File][] = [];
      let next = itemsRef.current;
      for (const file of chosen) {
        const problem = uploadProblem(file);
        if (problem) {
          problems.push(problem);
        } else if (next.some((item) => item.name === file.name && item.size === file.size)) {
          problems.push(copy.duplicate(file.name));
        } else if (next.length >= maxAttachments) {
          overLimit.push(file.name);
        } else {
          nextKey.current += 1;
          const key = `attachment-${nextKey.current}`;
          next = [
            ...next,
            { key, name: file.name, size: file.size, status: waitOrUpload(), progress: 0, uploadId: null, error: null, retryable: false },
          ];
          started.push([key, file]);
        }
      }
      if (overLimit.length > 0) problems.push(copy.tooMany(overLimit));
      commit(next);
      setRefusals(problems);
      for (const [key, file] of started) {
        files.current.set(key, file);
        if (ticketRef.current !== null) start(key, file);
      }
    },
    [commit, start],
  );

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (!item) return;
      cancels.current.get(key)?.();
      cancels.current.delete(key);
      files.current.delete(key);
      if (item.uploadId) deleteUpload(item.uploadId, draftId());
      commit(itemsRef.current.filter((candidate) => candidate.key !== key));
      setRefusals([]);
      setAnnouncement(`${item.name} removed.`);
    },
    [commit, draftId],
  );

  const retry = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      patch(key, { status: waitOrUpload(), progress: 0, error: null, retryable: false });
      if (ticketRef.current !== null) start(key, file);
    },
    [patch, start],
  );

  // The bot check has passed: files chosen before it go up now.
  useEffect(() => {
    ticketRef.current = botTicket;
    if (botTicket === null) return;
    for (const item of itemsRef.current) {
      const file = files.current.get(item.key);
      if (item.status !== 'waiting' || !file) continue;
      patch(item.key, { status: 'uploading' });
      start(item.key, file);
    }
  }, [botTicket, patch, start]);

  /** Puts back the uploads a saved draft remembers (already on the server). */
  const restore = useCallback(
    (saved: SavedAttachment[]) => {
      commit(
        saved.slice(0, maxAttachments).map((attachment) => {
          nextKey.current += 1;
          return {
            key: `attachment-${nextKey.current}`,
            name: attachment.name,
            size: attachment.size,
            status: 'uploaded' as const,
            progress: 1,
            uploadId: attachment.id,
            error: null,
            retryable: false,
          };
        }),
      );
    },
    [commit],
  );

  // Leaving the page mid-upload stops the transfer instead of finishing it for nobody.
  useEffect(() => {
    const pending = cancels.current;
    return () => {
      for (const cancel of pending.values()) cancel();
      pending.clear();
    };
  }, []);

  const uploaded = useMemo<SavedAttachment[]>(
    () => items.flatMap((item) => (item.uploadId ? [{ id: item.uploadId, name: item.name, size: item.size }] : [])),
    [items],
  );
  // A file waiting for the bot check holds the send back like one on its way.
  const uploadingCount = items.filter((item) => item.status === 'uploading' || item.status === 'waiting').length;

  return { items, refusals, announcement, add, remove, retry, restore, uploaded, uploadingCount };
}

export type AttachmentsControl = ReturnType<typeof useAttachments>;

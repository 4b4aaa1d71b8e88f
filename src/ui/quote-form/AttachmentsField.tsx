// The drawings field: a real file input (keyboard and screen reader friendly) inside a drop
// zone, and one row per file with its upload progress, status and a Remove button.
import { useState, type ChangeEvent, type DragEvent } from 'react';
import type { QuoteFormContent } from '../../content/quote-form';
import { formatBytes, maxAttachments } from '../../shared/upload-rules';
import { useSite } from '../site-context';
import { describedBy, FieldError, fieldId } from './fields';
import type { AttachmentUploads } from './attachment-uploads';
import type { Attachment, QuoteFormState } from './form-state';

const accept = '.pdf,.dwg,.dxf,.jpg,.jpeg,.png';
const field = 'attachments';

interface AttachmentsFieldProps {
  content: QuoteFormContent;
  state: Pick<QuoteFormState, 'attachments' | 'refusals' | 'announcement'>;
  uploads: AttachmentUploads;
  error?: string;
  disabled: boolean;
}

export function AttachmentsField({ content, state, uploads, error, disabled }: AttachmentsFieldProps) {
  const [dragging, setDragging] = useState(false);
  if (!useSite().flags.fileUpload) return null;
  const { attachments: items, refusals, announcement } = state;
  const copy = content.attachments;
  const full = items.length >= maxAttachments;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add([...(event.target.files ?? [])]);
    // Cleared so choosing the same file again (after removing it) fires a change.
    event.target.value = '';
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) uploads.add([...event.dataTransfer.files]);
  };

  const remove = (item: Attachment) => {
    uploads.remove(item.key);
    // The row and its button are gone: keep keyboard users in the field.
    document.getElementById(fieldId(field))?.focus();
  };

  const refusalsId = `${fieldId(field)}-refusals`;
  const countId = `${fieldId(field)}-count`;
  const describedIds = [describedBy(field, content.hints.attachments, error), refusals.length > 0 ? refusalsId : '', countId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field field--wide">
      <label className="field__label" htmlFor={fieldId(field)}>
        {content.labels.attachments}
      </label>
      <div
        className={`dropzone${dragging ? ' dropzone--active' : ''}${error ? ' dropzone--invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <svg className="dropzone__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <input
          id={fieldId(field)}
          name={field}
          type="file"
          multiple
          accept={accept}
          className="dropzone__input"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedIds}
          onChange={choose}
        />
        <span className="dropzone__hint" aria-hidden="true">
          {copy.dropHint}
        </span>
      </div>
      <FieldError field={field} error={error} />
      <p className="field__hint" id={`${fieldId(field)}-hint`}>
        {content.hints.attachments}
      </p>
      <div aria-live="polite">
        {refusals.length > 0 && (
          <ul className="upload-refusals" id={refusalsId}>
            {refusals.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      {items.length > 0 && (
        <ul className="attachment-list" aria-label={copy.listLabel}>
          {items.map((item) => (
            <AttachmentRow
              key={item.key}
              item={item}
              content={content}
              onRemove={() => remove(item)}
              onRetry={() => uploads.retry(item.key)}
            />
          ))}
        </ul>
      )}
      <p className={`attachment-count${full ? ' attachment-count--full' : ''}`} id={countId}>
        {copy.count(items.length)}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

interface AttachmentRowProps {
  item: Attachment;
  content: QuoteFormContent;
  onRemove(): void;
  onRetry(): void;
}

function AttachmentRow({ item, content, onRemove, onRetry }: AttachmentRowProps) {
  const copy = content.attachments;
  const percent = Math.round(item.progress * 100);
  const statusText = {
    waiting: copy.waitingForBotCheck,
    uploading: copy.uploading(percent),
    uploaded: copy.uploaded,
    failed: item.error,
  }[item.status];
  return (
    <li className={`attachment attachment--${item.status}`}>
      <svg className="attachment__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M6 3h8l4 4v14H6z M14 3v4h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <div className="attachment__body">
        <p className="attachment__name">
          <span className="attachment__file">{item.name}</span>
          <span className="attachment__size">{formatBytes(item.size)}</span>
        </p>
        {/* Stays when the upload ends (full, or where it stopped): the row keeps its height, so the
            consent box and Send button below never move under a finger about to tap them. */}
        <progress className="attachment__progress" max={100} value={percent} aria-label={copy.progressLabel(item.name)} />
        <p className="attachment__status">{statusText}</p>
      </div>
      <div className="attachment__actions">
        {item.status === 'failed' && item.retryable && (
          <button type="button" className="button button--secondary button--small" aria-label={copy.retry(item.name)} onClick={onRetry}>
            {copy.retryText}
          </button>
        )}
        <button type="button" className="button button--secondary button--small" aria-label={copy.remove(item.name)} onClick={onRemove}>
          {copy.removeText}
        </button>
      </div>
    </li>
  );
}

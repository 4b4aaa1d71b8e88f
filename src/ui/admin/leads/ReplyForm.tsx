// The lead page's reply box: start from a template (a GET that fills the box, no script needed),
// edit, attach files and send. The worker answers a refused send with this page again, text kept.
import type { ReplyBox } from '../../../shared/lead-view';
import { adminPaths } from '../../../shared/admin-paths';
import { TemplatePicker } from './TemplatePicker';

export function ReplyForm({ leadId, to, box }: { leadId: number; to: string; box: ReplyBox }) {
  return (
    <section className="panel" id="reply">
      <h2>Reply by email</h2>
      <TemplatePicker
        action={`${adminPaths.lead(leadId)}#reply`}
        id="reply-template"
        name="template"
        selected={box.draft.templateId}
        templates={box.templates}
      />
      {box.error && (
        <p className="notice notice--warning" role="alert">
          {box.error}
        </p>
      )}
      <form method="post" action={adminPaths.lead(leadId, 'replies')} encType="multipart/form-data" className="wide-fields">
        {box.draft.templateId && <input type="hidden" name="template" value={box.draft.templateId} />}
        <p className="reply-to">
          To: <strong>{to}</strong>
        </p>
        <label htmlFor="reply-subject">Subject</label>
        <input id="reply-subject" name="subject" required defaultValue={box.draft.subject} />
        <label htmlFor="reply-body">Message</label>
        <textarea id="reply-body" name="body" rows={10} required defaultValue={box.draft.body} />
        <label htmlFor="reply-files">Attachments</label>
        <input id="reply-files" name="files" type="file" multiple accept={box.accept} />
        <p className="muted">{box.limits}</p>
        <button type="submit" className="primary">
          Send reply
        </button>
      </form>
    </section>
  );
}

import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface TemplateView {
  id: string;
  label: string;
  subject: string;
  body: string;
  movesStatusTo: string;
  /** "Default wording" or who saved it when. */
  edited: string;
}

interface ReplyTemplatesPageProps {
  templates: TemplateView[];
  limits: { subject: number; body: number };
}

export function ReplyTemplatesPage({ templates, limits }: ReplyTemplatesPageProps) {
  return (
    <AdminDocument title="Reply templates" current="reply-templates">
      <h1>Reply templates</h1>
      <p className="muted">
        The lead page's reply box starts from these. In a subject or message, {'{name}'} becomes the customer's name and {'{reference}'} the
        request's reference; the reference is added to the subject when it is missing.
      </p>
      {templates.map((template) => (
        <section key={template.id} id={template.id} className="panel">
          <h2>{template.label}</h2>
          <p className="muted">
            {template.edited}. Sending it moves a lead on to “{template.movesStatusTo}”.
          </p>
          <form method="post" action={adminPaths.replyTemplate(template.id)} className="wide-fields">
            <label htmlFor={`${template.id}-subject`}>Subject</label>
            <input id={`${template.id}-subject`} name="subject" required maxLength={limits.subject} defaultValue={template.subject} />
            <label htmlFor={`${template.id}-body`}>Message</label>
            <textarea id={`${template.id}-body`} name="body" rows={8} required maxLength={limits.body} defaultValue={template.body} />
            <button type="submit">Save {template.label}</button>
          </form>
        </section>
      ))}
    </AdminDocument>
  );
}

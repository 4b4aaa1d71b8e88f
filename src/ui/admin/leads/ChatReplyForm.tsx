// The lead page's answer box for a Messenger or WhatsApp conversation: what the platform allows
// now ("You can reply for 21 more hours"), a template to start from (a GET, no script needed),
// and the send. Closed, it says why and offers the other ways to reach the customer.
import type { ChatBox } from '../../../shared/chat-view';
import type { ContactLink } from '../../../shared/contact-links';
import { adminPaths } from '../../../shared/admin-paths';
import { TemplatePicker } from './TemplatePicker';

interface ChatReplyFormProps {
  leadId: number;
  box: ChatBox;
  /** Call, SMS, WhatsApp, Viber for the lead's number; and its email. */
  phoneLinks: ContactLink[];
  email: string;
}

function OtherWays({ phoneLinks, email }: Pick<ChatReplyFormProps, 'phoneLinks' | 'email'>) {
  if (phoneLinks.length === 0 && !email) return <p className="muted">This lead has no phone number or email address.</p>;
  return (
    <p className="contact-links">
      {phoneLinks.map((link) => (
        <a key={link.label} className="button" href={link.href}>
          {link.label}
        </a>
      ))}
      {email && (
        <a className="button" href={`mailto:${email}`}>
          Email
        </a>
      )}
    </p>
  );
}

export function ChatReplyForm({ leadId, box, phoneLinks, email }: ChatReplyFormProps) {
  const action = adminPaths.lead(leadId, 'chat-replies');
  return (
    <section className="panel" id="chat-reply" aria-labelledby="chat-reply-heading">
      <h2 id="chat-reply-heading">Reply on {box.channel}</h2>
      {box.error && (
        <p className="notice notice--warning" role="alert">
          {box.error}
        </p>
      )}
      {box.state.kind === 'closed' ? (
        <>
          <p>{box.state.why}</p>
          <OtherWays phoneLinks={phoneLinks} email={email} />
        </>
      ) : box.state.kind === 'template-only' ? (
        <>
          <p>More than 24 hours have passed since their last message: WhatsApp allows only an approved template until they write again.</p>
          {box.state.template ? (
            <form method="post" action={action}>
              <input type="hidden" name="send" value="template" />
              <button type="submit" className="primary">{`Send the template “${box.state.template}”`}</button>
            </form>
          ) : (
            <p className="muted">No template is set (WHATSAPP_TEMPLATE_NAME, docs/messaging.md). Reach them another way:</p>
          )}
          <OtherWays phoneLinks={phoneLinks} email={email} />
        </>
      ) : (
        <>
          <p className="chat-window">
            {box.state.kind === 'open'
              ? `You can reply for ${box.state.window}.`
              : `Past 24 hours: a person's answer goes with Messenger's Human Agent tag, for ${box.state.window}. No promotions.`}
          </p>
          <TemplatePicker
            action={`${adminPaths.lead(leadId)}#chat-reply`}
            id="chat-template"
            name="chatTemplate"
            selected={box.draft.templateId}
            templates={box.templates}
          />
          <form method="post" action={action} className="wide-fields">
            <label htmlFor="chat-body">Message</label>
            <textarea id="chat-body" name="body" rows={6} required maxLength={box.bodyLimit} defaultValue={box.draft.body} />
            <button type="submit" className="primary">{`Send on ${box.channel}`}</button>
          </form>
        </>
      )}
    </section>
  );
}

// POST /admin/leads/:id/chat-replies: an answer on the channel the customer wrote on, within what
// the platform allows now (src/worker/chat/reply-window.ts). The message and the lead's change go
// to D1 in one batch (the message names who sent it, for the timeline and the audit); the
// delivery queue sends it. GET /admin/leads/:id/chat-attachments/:n downloads a file they sent.
import { Hono, type Context } from 'hono';
import { hasInvisibleCharactersInChat } from '../../shared/invisible-characters';
import type { DashboardEnv } from '../app-env';
import { noLeadAt, unlessLeadGone } from '../render/lead-gone';
import { leadPage } from './page';
import { statusChangeStatements } from '../lead-records/events';
import { answeredStatement } from '../lead-records/inbox';
import { leadById, type LeadRow } from '../lead-records/leads';
import { recordId } from '../record-id';
import { downloadHeaders } from '../storage/file-download';
import { chatChannelNames } from '../chat/channels';
import { chatAnswerLimit } from '../chat/lead-chat';
import { replyWindow } from '../chat/reply-window';
import { whatsappTemplate } from '../chat/send';
import { chatAttachmentForLead, insertOutgoingMessage, lastIncomingMessage, type SendAs } from '../chat/store';
import { enqueue } from '../queue/enqueue';
import { ownBodyLimit } from '../middleware/dashboard-form-limit';
import { staffMay } from '../admin/roles';
import { adminPaths } from '../../shared/admin-paths';

export const chatReplyRoutes = new Hono<DashboardEnv>();

const fieldText = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');

async function sendChatAnswer(c: Context<DashboardEnv>, lead: LeadRow, form: Record<string, unknown>) {
  const body = fieldText(form.body);
  const refuse = (status: 400 | 409, error: string) => leadPage(c, lead, { chat: { draft: body, error } }, status);
  const last = await lastIncomingMessage(c.env.DB, lead.id);
  if (!last) return refuse(400, 'This lead has no Messenger or WhatsApp conversation to answer.');
  const now = new Date();
  const window = replyWindow(last.channel, last.created_at, now);
  let sendAs: SendAs;
  let text = body;
  if (window.kind === 'closed')
    return refuse(409, 'Messenger no longer allows an answer: 7 days have passed since their last message. Call, text or email them.');
  if (window.kind === 'template-only') {
    const template = whatsappTemplate(c.env).name;
    if (form.send !== 'template' || !template)
      return refuse(409, 'More than 24 hours have passed: WhatsApp takes only the approved template until the customer writes again.');
    sendAs = 'TEMPLATE';
    text = `Template “${template}”`;
  } else {
    if (!body) return refuse(400, 'Write a message before sending it.');
    if (hasInvisibleCharactersInChat(body)) return refuse(400, 'Use plain text: remove hidden or control characters.');
    if (body.length > chatAnswerLimit)
      return refuse(400, `The message is ${body.length} characters; ${chatChannelNames[last.channel]} takes at most ${chatAnswerLimit}.`);
    sendAs = window.kind === 'human-agent' ? 'HUMAN_AGENT' : 'RESPONSE';
  }
  const operator = c.get('operator');
  const at = now.toISOString();
  const [inserted] = await c.env.DB.batch<{ id: number }>([
    insertOutgoingMessage(c.env.DB, {
      leadId: lead.id,
      channel: last.channel,
      personId: last.person_id,
      text,
      sender: operator,
      senderName: c.get('person')?.name || operator,
      sendAs,
      at,
    }),
    ...statusChangeStatements(c.env.DB, { leadId: lead.id, to: 'contacted', actor: operator, at, onlyFrom: ['new'] }),
    answeredStatement(c.env.DB, lead.id),
  ]);
  const chatMessageId = inserted!.results[0]!.id;
  try {
    await enqueue(c.env, [{ kind: 'chat-reply', chatMessageId }]);
  } catch (error) {
    // The answer stays pending in D1; the cron sweep queues it again.
    c.get('logger').error('chat answer could not be queued; the sweep will retry', { chatMessageId, error: String(error) });
  }
  return c.redirect(`${adminPaths.lead(lead.id)}?done=reply#done`, 303);
}

chatReplyRoutes.post(
  '/:id{[0-9]+}/chat-replies',
  staffMay,
  ownBodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text(`An answer holds at most ${chatAnswerLimit} characters.`, 413) }),
  async (c) => {
    const id = recordId.safeParse(c.req.param('id'));
    const lead = id.success ? await leadById(c.env.DB, id.data) : null;
    if (!lead) return noLeadAt(c, c.req.param('id'));
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.text('The answer could not be read as a form. Reload the lead page and send it again.', 400);
    }
    return unlessLeadGone(c, lead.id, () => sendChatAnswer(c, lead, form));
  },
);

chatReplyRoutes.get('/:id{[0-9]+}/chat-attachments/:attachmentId', staffMay, async (c) => {
  const id = recordId.safeParse(c.req.param('id'));
  const attachmentId = recordId.safeParse(c.req.param('attachmentId'));
  const file = id.success && attachmentId.success ? await chatAttachmentForLead(c.env.DB, id.data, attachmentId.data) : null;
  const object = file ? await c.env.UPLOADS.get(file.r2_key) : null;
  if (!file || !object) return c.text('No such file on this lead.', 404);
  return c.body(object.body, 200, downloadHeaders(file.file_name, file.content_type, file.size));
});

// A lead's conversation as its page shows it: each message on the timeline, the customer's files
// under Drawings ("By Messenger, <date>"), and the answer box with what the platform allows now.
import type { ChatBox } from '../../shared/chat-view';
import { formatManilaTime } from '../../shared/business-time';
import type { LeadAttachment, TimelineEntry } from '../../shared/lead-view';
import { formatBytes } from '../../shared/upload-rules';
import type { ReplyTemplate } from '../reply-templates/store';
import type { WorkerEnv } from '../app-env';
import { chatChannelNames } from './channels';
import { replyWindow, timeLeftWords } from './reply-window';
import { whatsappTemplate } from './send';
import { chatForLead, type ChatMessageRow } from './store';
import { adminPaths } from '../../shared/admin-paths';

/** Messenger takes at most 2,000 characters of text a message (WhatsApp 4,096): one limit for both. */
export const chatAnswerLimit = 2000;

export interface ChatBoxState {
  templateId?: string;
  draft?: string;
  error?: string;
}

const sentAsWords: Record<string, string | null> = {
  RESPONSE: null,
  HUMAN_AGENT: 'with the Human Agent tag',
  TEMPLATE: 'as the approved template',
};

const chatAttachmentUrl = (leadId: number, attachmentId: number) => `${adminPaths.lead(leadId)}/chat-attachments/${attachmentId}`;

function answerBox(
  env: WorkerEnv,
  last: ChatMessageRow,
  templates: ReplyTemplate[],
  fill: (text: string) => string,
  state: ChatBoxState,
  now: Date,
): ChatBox {
  const window = replyWindow(last.channel, last.created_at, now);
  const chosen = templates.find((template) => template.id === state.templateId);
  return {
    channel: chatChannelNames[last.channel],
    state:
      window.kind === 'open' || window.kind === 'human-agent'
        ? { kind: window.kind, window: timeLeftWords(window.until, now) }
        : window.kind === 'template-only'
          ? { kind: 'template-only', template: whatsappTemplate(env).name || null }
          : {
              kind: 'closed',
              why: `Messenger allows a business to answer only within 7 days of the customer's last message (${formatManilaTime(last.created_at)}). Reach them another way, or wait for them to write again:`,
            },
    templates: [{ id: '', label: 'No template' }, ...templates.map(({ id, label }) => ({ id, label }))],
    draft: { templateId: chosen?.id ?? null, body: state.draft ?? (chosen ? fill(chosen.body) : '') },
    error: state.error,
    bodyLimit: chatAnswerLimit,
  };
}

export async function leadChat(
  env: WorkerEnv,
  leadId: number,
  options: { templates: ReplyTemplate[]; fill: (text: string) => string; state: ChatBoxState; now: Date },
): Promise<{ timeline: TimelineEntry[]; files: LeadAttachment[]; box: ChatBox | null }> {
  const { messages, files } = await chatForLead(env.DB, leadId);
  const filesOf = (message: ChatMessageRow) =>
    files
      .filter((file) => file.message_id === message.id)
      .map((file) => ({
        name: file.file_name,
        size: formatBytes(file.size),
        url: file.r2_key ? chatAttachmentUrl(leadId, file.id) : null,
        refused: file.refused_reason,
      }));
  const timeline = messages.map((message): TimelineEntry => ({
    kind: 'chat',
    at: message.created_at,
    channel: chatChannelNames[message.channel],
    direction: message.direction,
    text: message.text,
    senderName: message.sender_name ?? message.sender,
    status: message.status,
    attempts: message.attempts,
    lastError: message.last_error,
    sentAs: message.send_as ? (sentAsWords[message.send_as] ?? null) : null,
    files: filesOf(message),
  }));
  const received = messages
    .filter((message) => message.direction === 'in')
    .flatMap((message) =>
      filesOf(message).flatMap((file) =>
        file.url
          ? [
              {
                name: file.name,
                size: file.size,
                url: file.url,
                from: `By ${chatChannelNames[message.channel]}, ${formatManilaTime(message.created_at)}`,
              },
            ]
          : [],
      ),
    );
  const last = messages.filter((message) => message.direction === 'in').at(-1);
  return {
    timeline,
    files: received,
    box: last ? answerBox(env, last, options.templates, options.fill, options.state, options.now) : null,
  };
}

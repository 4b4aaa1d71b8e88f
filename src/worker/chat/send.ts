// An answer into the chat: the Messenger Send API (POST /<page id>/messages) or the WhatsApp Cloud
// API (POST /<phone number id>/messages), each with its channel's token; or, under `npm start`
// without tokens, the request kept in the local outbox as it would have been sent.
import { keepInDevOutbox } from '../email-transport/dev-outbox';
import { alertTimeoutMs, answerDetail, retryAfterSeconds } from '../queue/send-result';
import type { WorkerEnv } from '../app-env';
import { chatChannelNames, graphVersion, type ChatChannel, type GraphTransport } from './channels';
import type { SendAs } from './store';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface ChatAnswer {
  channel: ChatChannel;
  /** The person's id on the platform: a PSID, or the WhatsApp number. */
  to: string;
  text: string;
  sendAs: SendAs;
}

/** The WhatsApp template sent outside the 24-hour window (approved in WhatsApp Manager; docs/messaging.md). */
export const whatsappTemplate = (env: WorkerEnv) => ({
  name: env.WHATSAPP_TEMPLATE_NAME?.trim() || '',
  language: env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || 'en',
});

/** The request body Meta's documentation gives for each kind of answer. */
function answerBody(env: WorkerEnv, answer: ChatAnswer): Record<string, unknown> {
  if (answer.channel === 'messenger') {
    return {
      recipient: { id: answer.to },
      ...(answer.sendAs === 'HUMAN_AGENT' ? { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' } : { messaging_type: 'RESPONSE' }),
      message: { text: answer.text },
    };
  }
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: answer.to };
  if (answer.sendAs === 'TEMPLATE') {
    const template = whatsappTemplate(env);
    return { ...base, type: 'template', template: { name: template.name, language: { code: template.language } } };
  }
  return { ...base, type: 'text', text: { preview_url: false, body: answer.text } };
}

export type ChatSendResult =
  { ok: true; platformMessageId: string; kept?: number } | { ok: false; retryable: boolean; detail: string; retryAfterSeconds?: number };

/** Graph's error as the lead page shows it: its message and code, e.g. "(#10) This message is sent outside of allowed window. [code 10]". */
function graphError(body: string): string {
  try {
    const { error } = JSON.parse(body) as { error?: { message?: string; code?: number; error_subcode?: number } };
    if (error?.message) return `${error.message} [code ${error.code ?? '?'}${error.error_subcode ? `/${error.error_subcode}` : ''}]`;
  } catch {
    // Not Graph's JSON: the body as it came.
  }
  return answerDetail(body);
}

const sentId = (channel: ChatChannel, body: unknown): string | null => {
  const answer = body as { message_id?: unknown; messages?: { id?: unknown }[] };
  const id = channel === 'messenger' ? answer.message_id : answer.messages?.[0]?.id;
  return typeof id === 'string' ? id : null;
};

export async function sendAnswer(
  env: WorkerEnv,
  transport: Exclude<GraphTransport, { kind: 'waiting' }>,
  answer: ChatAnswer,
  context: { messageId: number; leadId: number },
): Promise<ChatSendResult> {
  const body = JSON.stringify(answerBody(env, answer));
  const path = `/${graphVersion}/${transport.businessId}/messages`;
  if (transport.kind === 'local') {
    const kept = await keepInDevOutbox(
      env.DB,
      {
        from: `${chatChannelNames[answer.channel]} (Graph API, not sent)`,
        to: [answer.to],
        subject: `POST ${path}`,
        html: `<pre>${escapeHtml(JSON.stringify(JSON.parse(body), null, 2))}</pre>`,
        text: body,
      },
      `chat-message-${context.messageId}`,
      new Date().toISOString(),
      context.leadId,
    );
    return { ok: true, platformMessageId: `local-${kept}`, kept };
  }
  let response: Response;
  try {
    response = await fetch(`${transport.base}/${transport.businessId}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${transport.token}`, 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(alertTimeoutMs),
    });
  } catch (error) {
    return { ok: false, retryable: true, detail: `${chatChannelNames[answer.channel]} unreachable: ${String(error)}` };
  }
  const text = await response.text();
  if (!response.ok) {
    return {
      ok: false,
      retryable: response.status === 429 || response.status >= 500,
      detail: `${chatChannelNames[answer.channel]} answered ${response.status}: ${graphError(text)}`,
      retryAfterSeconds: retryAfterSeconds(response.headers),
    };
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Sent, by the status; the id is unknown.
  }
  return { ok: true, platformMessageId: sentId(answer.channel, parsed) ?? 'unknown' };
}

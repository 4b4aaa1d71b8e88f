// Messenger and WhatsApp as the worker reaches them: which ids are the business's, the Graph API's
// address and version, and how an outgoing request goes (to Meta, to the local outbox, or waits).
import { appEnvironment } from '../../shared/release';
import type { WorkerEnv } from '../app-env';

export type ChatChannel = 'messenger' | 'whatsapp';

/** What people read: "By Messenger", the lead's source in words. */
export const chatChannelNames: Record<ChatChannel, string> = { messenger: 'Messenger', whatsapp: 'WhatsApp' };

/** A conversation's first message makes its lead under this key, so a retried event finds the lead it made. */
export const chatLeadKey = (channel: ChatChannel, messageId: string) => `chat:${channel}:${messageId}`;

/** The channel a lead began on as a conversation, from its key; null for a request, an email or a walk-in. */
export function chatLeadChannel(idempotencyKey: string): ChatChannel | null {
  const channel = /^chat:(messenger|whatsapp):/.exec(idempotencyKey)?.[1];
  return channel === 'messenger' || channel === 'whatsapp' ? channel : null;
}

/** The Graph API version every request names (Meta keeps a version about two years). */
export const graphVersion = 'v25.0';
const defaultGraphApiUrl = 'https://graph.facebook.com';

/** GRAPH_API_URL (a test's or a local stand-in's) or Meta's, with the version. */
function graphBase(env: Pick<WorkerEnv, 'GRAPH_API_URL'>): string {
  const configured = env.GRAPH_API_URL?.trim();
  return `${(configured || defaultGraphApiUrl).replace(/\/+$/, '')}/${graphVersion}`;
}

/** The business's own id on the channel: the Page's, or the WhatsApp phone number's. */
export function businessIdFor(env: WorkerEnv, channel: ChatChannel): string | undefined {
  const id = channel === 'messenger' ? env.MESSENGER_PAGE_ID : env.WHATSAPP_PHONE_NUMBER_ID;
  return id?.trim() || undefined;
}

const tokenFor = (env: WorkerEnv, channel: ChatChannel) =>
  (channel === 'messenger' ? env.MESSENGER_PAGE_TOKEN : env.WHATSAPP_TOKEN)?.trim() || undefined;

/** Webhooks are taken for a channel only when its signature secret and its business id are set. */
export const receivesWebhooks = (env: WorkerEnv, channel: ChatChannel) => Boolean(env.META_APP_SECRET && businessIdFor(env, channel));

/**
 * How a request to the Graph API goes: with the channel's token to Meta (or GRAPH_API_URL); without
 * one outside production, into the local outbox, so a whole conversation can be tried on one
 * machine; in production without one, the answer waits with the reason.
 */
export type GraphTransport =
  | { kind: 'graph'; base: string; token: string; businessId: string }
  | { kind: 'local'; businessId: string }
  | { kind: 'waiting'; detail: string };

export function graphTransport(env: WorkerEnv, channel: ChatChannel): GraphTransport {
  const businessId = businessIdFor(env, channel);
  const token = tokenFor(env, channel);
  const secrets = channel === 'messenger' ? 'MESSENGER_PAGE_ID and MESSENGER_PAGE_TOKEN' : 'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN';
  if (!businessId) return { kind: 'waiting', detail: `Waiting: ${secrets} are not set (docs/messaging.md).` };
  if (token) return { kind: 'graph', base: graphBase(env), token, businessId };
  if (appEnvironment(env.ENVIRONMENT) !== 'production') return { kind: 'local', businessId };
  return { kind: 'waiting', detail: `Waiting: ${secrets} are not set (docs/messaging.md).` };
}

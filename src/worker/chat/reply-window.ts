// What each platform allows after the customer's last message: any answer within 24 hours; on
// Messenger a person's answer up to 7 days with the HUMAN_AGENT tag; on WhatsApp only an approved
// template after 24 hours. Meta's rules (docs/messaging.md), in one place for the box and the send.
import type { ChatChannel } from './channels';

const hourMs = 60 * 60 * 1000;
const serviceWindowMs = 24 * hourMs;
const humanAgentWindowMs = 7 * 24 * hourMs;

export type ReplyWindow =
  { kind: 'open'; until: Date } | { kind: 'human-agent'; until: Date } | { kind: 'template-only' } | { kind: 'closed' };

export function replyWindow(channel: ChatChannel, lastIncomingAt: string, now: Date): ReplyWindow {
  const since = now.getTime() - new Date(lastIncomingAt).getTime();
  const opened = new Date(lastIncomingAt).getTime();
  if (since < serviceWindowMs) return { kind: 'open', until: new Date(opened + serviceWindowMs) };
  if (channel === 'whatsapp') return { kind: 'template-only' };
  if (since < humanAgentWindowMs) return { kind: 'human-agent', until: new Date(opened + humanAgentWindowMs) };
  return { kind: 'closed' };
}

/** "21 more hours", "45 more minutes", "3 more days": the time left, rounded down, never "0". */
export function timeLeftWords(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.floor((until.getTime() - now.getTime()) / 60_000));
  const [count, unit] =
    minutes < 60 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / 1440), 'day'];
  return `${count} more ${unit}${count === 1 ? '' : 's'}`;
}

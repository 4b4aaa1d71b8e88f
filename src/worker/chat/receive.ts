// A customer's message, as the delivery queue hands it over ('chat-in'): onto the open lead of
// that person on that channel, or a new lead with the channel as its source (and the ad as its
// campaign); the lead then needs a reply and the owner's channels hear of it; the photos and
// files are copied into R2. Every step can run twice: a retried event finds what it made.
import { manilaDay } from '../../shared/business-time';
import type { Logger } from '../../shared/logger';
import type { WorkerEnv } from '../app-env';
import { queueAlerts, queueLeadEmails } from '../alerts/queue-lead-emails';
import { awaitingReplyStatement } from '../lead-records/inbox';
import { alertTimeoutMs } from '../queue/send-result';
import { chatChannelNames, chatLeadKey, graphTransport, type GraphTransport } from './channels';
import { copyMedia, MediaUnavailable } from './media';
import { openLeadForPerson, hasAttachments, storeChatAttachments, storeChatLead, storeIncomingMessage } from './store';
import type { ChatEvent } from '../queue/chat-event';

/** Messenger gives no name with a message: the Page's token may read the person's profile; null when it cannot. */
async function messengerName(transport: GraphTransport, personId: string, logger: Logger): Promise<string | null> {
  if (transport.kind !== 'graph') return null;
  try {
    const response = await fetch(`${transport.base}/${encodeURIComponent(personId)}?fields=first_name,last_name`, {
      headers: { Authorization: `Bearer ${transport.token}` },
      signal: AbortSignal.timeout(alertTimeoutMs),
    });
    if (!response.ok) {
      logger.info('the Messenger profile could not be read; the lead is named by its channel', { status: response.status });
      await response.body?.cancel();
      return null;
    }
    const profile = (await response.json()) as { first_name?: unknown; last_name?: unknown };
    const name = [profile.first_name, profile.last_name]
      .filter((part) => typeof part === 'string')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    return name.slice(0, 100) || null;
  } catch (error) {
    logger.info('the Messenger profile could not be read; the lead is named by its channel', { error: String(error) });
    return null;
  }
}

export type ReceiveStep = { kind: 'done' } | { kind: 'failed'; retryable: boolean; detail: string; retryAfterSeconds?: number };

export async function receiveChatMessage(env: WorkerEnv, event: ChatEvent, logger: Logger): Promise<ReceiveStep> {
  const channelName = chatChannelNames[event.channel];
  const transport = graphTransport(env, event.channel);
  let leadId = await openLeadForPerson(env.DB, event.channel, event.personId);
  let isNewLead = false;
  if (leadId === null) {
    const name =
      event.name ??
      (event.channel === 'messenger' ? await messengerName(transport, event.personId, logger) : null) ??
      `${channelName} customer`;
    const lead = await storeChatLead(env.DB, {
      idempotencyKey: chatLeadKey(event.channel, event.messageId),
      createdAt: event.sentAt,
      name,
      phone: event.channel === 'whatsapp' ? `+${event.personId.replace(/\D/g, '')}` : '',
      projectDetails: event.text || `(sent ${event.media.length === 1 ? 'a file' : 'files'} on ${channelName})`,
      source: event.channel,
      campaign: event.campaign,
    });
    leadId = lead.id;
    // Also when a retry finds the lead its first try made: the alerts are kept once per lead.
    isNewLead = true;
  }
  const message = await storeIncomingMessage(env.DB, leadId, event);
  // Both are kept once per lead and message (D1's unique keys), however often this runs.
  await awaitingReplyStatement(env.DB, leadId, event.sentAt).run();
  if (isNewLead) await queueLeadEmails(env, leadId, [], logger);
  else if (message.isNew) await queueAlerts(env, leadId, 'customer-reply', -message.id, logger);

  if (event.media.length > 0 && !(await hasAttachments(env.DB, message.id))) {
    try {
      const files = await copyMedia(env.UPLOADS, transport, event.media, `${event.channel}-${manilaDay(new Date(event.sentAt))}`);
      await storeChatAttachments(env.DB, message.id, files);
    } catch (error) {
      if (!(error instanceof MediaUnavailable)) throw error;
      if (error.retryable) return { kind: 'failed', retryable: true, detail: error.message, retryAfterSeconds: error.retryAfterSeconds };
      // Gone for good (an expired link, a media id Meta no longer has): the lead says so.
      await storeChatAttachments(
        env.DB,
        message.id,
        event.media.map(() => ({
          fileName: `file from ${channelName}`,
          contentType: 'application/octet-stream',
          size: 0,
          r2Key: null,
          refusedReason: `Not kept: ${error.message}.`,
        })),
      );
    }
  }
  return { kind: 'done' };
}

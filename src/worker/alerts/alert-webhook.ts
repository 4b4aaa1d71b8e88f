// A generic chat webhook. Slack and Google Chat take { text }; Discord takes { content } and
// Google Chat refuses unknown fields, so one body cannot serve all three: the shape is chosen
// by the webhook's host. Discord is also told to ping nobody (a name such as "@everyone").
import { alertTimeoutMs, answerDetail, isRetryableStatus, retryAfterSeconds, unreachable, type SendResult } from '../queue/send-result';

const discordHosts = new Set(['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com']);

function webhookBody(url: string, text: string): Record<string, unknown> {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return discordHosts.has(host) ? { content: text, allowed_mentions: { parse: [] } } : { text };
}

export async function sendWebhookAlert(url: string, text: string): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(webhookBody(url, text)),
      signal: AbortSignal.timeout(alertTimeoutMs),
    });
  } catch (error) {
    return unreachable('The alert webhook', error);
  }
  if (response.ok) return { ok: true };
  return {
    ok: false,
    retryable: isRetryableStatus(response.status),
    // Never the URL: it is the webhook's credential.
    detail: `The alert webhook answered ${response.status}: ${answerDetail(await response.text().catch(() => ''))}`,
    retryAfterSeconds: retryAfterSeconds(response.headers),
  };
}

// A Telegram bot's sendMessage (Bot API): JSON { chat_id, text }, answered { ok, result } or
// { ok: false, error_code, description, parameters: { retry_after } } when rate limited.
import { alertTimeoutMs, answerDetail, isRetryableStatus, unreachable, type SendResult } from '../queue/send-result';

export const telegramSendMessageUrl = (botToken: string) => `https://api.telegram.org/bot${botToken}/sendMessage`;

interface TelegramAnswer {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number };
}

export async function sendTelegramMessage(botToken: string, chatId: string, text: string): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(telegramSendMessageUrl(botToken), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text }),
      signal: AbortSignal.timeout(alertTimeoutMs),
    });
  } catch (error) {
    return unreachable('Telegram', error);
  }
  const body = await response.text().catch(() => '');
  const answer = ((): TelegramAnswer => {
    try {
      return JSON.parse(body) as TelegramAnswer;
    } catch {
      return {};
    }
  })();
  if (response.ok && answer.ok === true) return { ok: true };
  return {
    ok: false,
    retryable: isRetryableStatus(response.status),
    // Never the URL: it carries the bot token.
    detail: `Telegram ${response.status}: ${answer.description ?? answerDetail(body)}`,
    retryAfterSeconds: answer.parameters?.retry_after,
  };
}

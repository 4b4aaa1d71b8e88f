// SMS through Semaphore, the Philippine SMS gateway: POST /api/v4/messages with the API key,
// the numbers, the message and the registered sender name, as a form. A sent message is
// answered with a JSON array, one object per recipient, each with a message_id.
import { alertTimeoutMs, answerDetail, isRetryableStatus, unreachable, type SendResult } from '../queue/send-result';

export const semaphoreMessagesUrl = 'https://api.semaphore.co/api/v4/messages';

export interface SemaphoreMessage {
  apiKey: string;
  numbers: string[];
  message: string;
  /** Registered with Semaphore; left out, Semaphore uses its default "SEMAPHORE". */
  senderName?: string;
}

export async function sendSemaphoreSms({ apiKey, numbers, message, senderName }: SemaphoreMessage): Promise<SendResult> {
  const form = new URLSearchParams({ apikey: apiKey, number: numbers.join(','), message });
  if (senderName) form.set('sendername', senderName);
  let response: Response;
  try {
    response = await fetch(semaphoreMessagesUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(alertTimeoutMs) });
  } catch (error) {
    return unreachable('Semaphore', error);
  }
  const body = await response.text().catch(() => '');
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    answer = null;
  }
  const sent = Array.isArray(answer) && answer.length > 0 && answer.every((item) => typeof item?.message_id === 'number');
  if (response.ok && sent) return { ok: true };
  // A refused request (bad key, number or sender name) can come back as 200 with an error object.
  return { ok: false, retryable: isRetryableStatus(response.status), detail: `Semaphore ${response.status}: ${answerDetail(body)}` };
}

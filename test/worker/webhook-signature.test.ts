// The webhook verifier checked against the Standard Webhooks / Svix published test vector, not
// against signatures made by our own signing code: a verifier that agrees only with itself would
// pass those too.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { isValidWebhook, signWebhook } from '../../src/worker/email/webhook-signature';
import worker from '../../src/worker/index';
import { origin, workerEnv } from './quote-helpers';
import { publishedVector, standardWebhookSignature } from './standard-webhooks';

const signedAt = Number(publishedVector.timestamp);
const vectorWebhook: { id: string; timestamp: string; signatures: string | undefined; body: string } = {
  id: publishedVector.id,
  timestamp: publishedVector.timestamp,
  signatures: publishedVector.signature,
  body: publishedVector.body,
};

describe('isValidWebhook with the published vector', () => {
  it('accepts it at its own time and up to five minutes either side', async () => {
    for (const now of [signedAt, signedAt + 300, signedAt - 300]) {
      expect(await isValidWebhook(publishedVector.secret, vectorWebhook, now), `now ${now}`).toBe(true);
    }
  });

  it('signs it exactly as published', async () => {
    const { secret, id, timestamp, body, signature } = publishedVector;
    expect(`v1,${await signWebhook(secret, id, timestamp, body)}`).toBe(signature);
  });

  it("is what the tests' own signer produces too", async () => {
    const { secret, id, timestamp, body, signature } = publishedVector;
    expect(await standardWebhookSignature(secret, id, timestamp, body)).toBe(signature);
  });

  it('accepts the vector among several signatures, as during a secret rotation', async () => {
    const rotating = { ...vectorWebhook, signatures: `v1,c2lnbmVkIHdpdGggdGhlIG9sZCBzZWNyZXQ= ${publishedVector.signature}` };
    expect(await isValidWebhook(publishedVector.secret, rotating, signedAt)).toBe(true);
  });

  it('refuses it once older than five minutes, or from further than five minutes ahead', async () => {
    expect(await isValidWebhook(publishedVector.secret, vectorWebhook, signedAt + 301)).toBe(false);
    expect(await isValidWebhook(publishedVector.secret, vectorWebhook, signedAt - 301)).toBe(false);
  });

  it.each<[string, Partial<typeof vectorWebhook>]>([
    ['a tampered payload', { body: '{"test": 2432232315}' }],
    ['another message id', { id: 'msg_p5jXN8AQM9LWM0D4loKWxJel' }],
    ['another timestamp under the same signature', { timestamp: String(signedAt - 1) }],
    ['an unknown signature version', { signatures: publishedVector.signature.replace('v1,', 'v2,') }],
    ['no signature', { signatures: undefined }],
  ])('refuses %s', async (_, change) => {
    // At the message's own time, so only the change can be why it is refused.
    const webhook = { ...vectorWebhook, ...change };
    expect(await isValidWebhook(publishedVector.secret, webhook, Number(webhook.timestamp))).toBe(false);
  });

  it('refuses it under another secret', async () => {
    expect(await isValidWebhook(workerEnv.RESEND_WEBHOOK_SECRET!, vectorWebhook, signedAt)).toBe(false);
  });
});

describe('POST /api/resend with the published vector, the clock set to its timestamp', () => {
  /** The vector as Svix would post it, to a deployment whose secret is the vector's. */
  async function post(overrides: { body?: string; secret?: string } = {}) {
    const request = new Request(`${origin}/api/resend`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'svix-id': publishedVector.id,
        'svix-timestamp': publishedVector.timestamp,
        'svix-signature': publishedVector.signature,
      },
      body: overrides.body ?? publishedVector.body,
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, { ...workerEnv, RESEND_WEBHOOK_SECRET: overrides.secret ?? publishedVector.secret }, ctx);
    await waitOnExecutionContext(ctx);
    return { status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code };
  }

  const setClock = (seconds: number) => vi.spyOn(Date, 'now').mockReturnValue(seconds * 1000);

  it('gets past the signature check: its payload is then refused as not a Resend event', async () => {
    setClock(signedAt + 60);
    expect(await post()).toEqual({ status: 400, code: 'invalid_event' });
  });

  it('is refused with 401 when the payload is tampered with, the secret differs, or it is older than five minutes', async () => {
    setClock(signedAt + 60);
    expect(await post({ body: '{"test": 2432232315}' })).toEqual({ status: 401, code: 'invalid_signature' });
    expect(await post({ secret: workerEnv.RESEND_WEBHOOK_SECRET })).toEqual({ status: 401, code: 'invalid_signature' });
    setClock(signedAt + 301);
    expect(await post()).toEqual({ status: 401, code: 'invalid_signature' });
  });
});

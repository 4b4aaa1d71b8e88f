// A passkey answer as the routes first read it, before the library checks the whole of it.
// Bundled with the library's module (webauthn.ts), loaded only by passkey requests.

/**
 * What the routes read of an answer (its credential id and client data) before the library checks
 * the whole of it (types, base64url, CBOR, the signature), within the route's 16 KB body limit. Any other
 * field may be missing or wrong here: the library then refuses it as garbled.
 */
export interface AnswerBody {
  response: { id: string; response: { clientDataJSON: string } };
  name?: unknown;
  next?: unknown;
}

function answerBody(body: unknown): AnswerBody | null {
  const answer = (body as Partial<AnswerBody> | null)?.response;
  // WebAuthn caps a credential id at 1023 bytes: 1364 characters of base64url.
  return typeof answer?.id === 'string' && /^[\w-]{1,1364}$/.test(answer.id) && typeof answer.response?.clientDataJSON === 'string'
    ? (body as AnswerBody)
    : null;
}

/** The challenge the browser says it answered, read from its client data (checked again by the library). */
function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const json = atob(clientDataJSON.replace(/-/g, '+').replace(/_/g, '/'));
    const clientData: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && /^[\w-]{16,128}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

/** The answer and the challenge it says it answers, or null when it cannot be read as one. */
export function readAnswer(body: unknown): { body: AnswerBody; challenge: string } | null {
  const answer = answerBody(body);
  const challenge = answer && answeredChallenge(answer.response.response.clientDataJSON);
  return answer && challenge ? { body: answer, challenge } : null;
}

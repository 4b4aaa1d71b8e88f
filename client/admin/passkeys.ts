// Dashboard only (served as /admin-passkeys.js): passkeys. On the sign-in page "Sign in with a
// passkey", on Your account "Add a passkey". The worker makes the WebAuthn options and checks the
// answers (/api/admin/passkeys); this file only turns their base64url into bytes and back around
// navigator.credentials. Written by hand rather than @simplewebauthn/browser: docs/stack.md says why.
import { adminPaths } from '../../src/shared/admin-paths';

/** A credential as the worker's options name it: its id in base64url. */
interface CredentialDescriptorJson {
  id: string;
  type: PublicKeyCredentialType;
  transports?: AuthenticatorTransport[];
}

/** The worker's options, bytes as base64url (what @simplewebauthn/server hands out). */
interface OptionsJson {
  challenge: string;
  allowCredentials?: CredentialDescriptorJson[];
  excludeCredentials?: CredentialDescriptorJson[];
  user?: { id: string; name: string; displayName: string };
}

/** The response fields sent as base64url; getTransports() is read apart. */
type ResponseField = 'clientDataJSON' | 'authenticatorData' | 'signature' | 'userHandle' | 'attestationObject';

const box = document.querySelector<HTMLElement>('[data-passkeys]');
if (box) passkeys(box);

// WebAuthn speaks bytes; JSON carries them as base64url without padding.
function bytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
}
function base64url(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
const credentialIds = (list: CredentialDescriptorJson[] | undefined): PublicKeyCredentialDescriptor[] =>
  (list ?? []).map((credential) => ({ ...credential, id: bytes(credential.id) }));

async function api<Answer>(path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${adminPaths.passkeys}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error?.message ?? `The dashboard answered ${response.status}. Try again.`);
  return answer;
}

/** The answer as the worker reads it: every byte field as base64url. */
function answerOf(credential: PublicKeyCredential, fields: ResponseField[]) {
  const given = credential.response as unknown as Partial<Record<ResponseField, ArrayBuffer | null>>;
  const response: Record<string, unknown> = Object.fromEntries(
    fields.flatMap((field) => {
      const value = given[field];
      return value ? [[field, base64url(value)]] : [];
    }),
  );
  return {
    id: credential.id,
    rawId: base64url(credential.rawId),
    type: credential.type,
    response,
    clientExtensionResults: credential.getClientExtensionResults(),
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
  };
}

function passkeys(box: HTMLElement) {
  const status = box.querySelector('[data-passkey-status]')!;
  const signInButton = box.querySelector<HTMLButtonElement>('[data-passkey-sign-in]');
  const addForm = box.querySelector<HTMLFormElement>('[data-passkey-add]');
  const origin = box.dataset.passkeyOrigin;
  const say = (text: string) => {
    status.textContent = text;
  };

  /** What the browser's refusal means, in words a person can act on. */
  function problem(error: Error) {
    if (error.name === 'NotAllowedError') return 'The passkey was not used: it was cancelled, or took too long. Try again.';
    if (error.name === 'InvalidStateError') return 'This phone or key already holds a passkey of yours for this dashboard.';
    if (error.name === 'SecurityError') return `Passkeys work only at the dashboard's own address, ${origin}/admin.`;
    return error.message;
  }

  // Absent in old browsers although TypeScript's DOM types always declare them.
  if (!('PublicKeyCredential' in window) || !navigator.credentials) {
    say('This browser cannot use passkeys. Use your email and password, or a recent Chrome, Safari, Edge or Firefox.');
    return;
  }
  // RP IDs are host names: on another address of the same worker (127.0.0.1, a preview URL) the browser would refuse.
  if (location.origin !== origin) {
    say(`Passkeys work at the dashboard's own address: ${origin}/admin.`);
    return;
  }

  if (signInButton) {
    signInButton.hidden = false;
    signInButton.addEventListener('click', async () => {
      signInButton.disabled = true;
      say('Waiting for your passkey...');
      try {
        const options = await api<OptionsJson>('sign-in-options', {});
        const credential = (await navigator.credentials.get({
          publicKey: { ...options, challenge: bytes(options.challenge), allowCredentials: credentialIds(options.allowCredentials) },
        })) as PublicKeyCredential;
        const next = document.querySelector<HTMLInputElement>('input[name="next"]')?.value ?? '';
        const answer = await api<{ location: string }>('sign-in', {
          next,
          response: answerOf(credential, ['clientDataJSON', 'authenticatorData', 'signature', 'userHandle']),
        });
        say('Signed in.');
        location.assign(answer.location);
      } catch (error) {
        say(problem(error as Error));
      } finally {
        signInButton.disabled = false;
      }
    });
  }

  if (addForm) {
    addForm.hidden = false;
    addForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      const name = (addForm.elements.namedItem('passkey-name') as HTMLInputElement).value.trim();
      const button = addForm.querySelector('button')!;
      button.disabled = true;
      say('Follow your phone or browser: it asks for your fingerprint, face, PIN or security key.');
      try {
        const options = await api<OptionsJson & { user: NonNullable<OptionsJson['user']> }>('registration-options', {});
        const credential = (await navigator.credentials.create({
          publicKey: {
            ...(options as unknown as PublicKeyCredentialCreationOptions),
            challenge: bytes(options.challenge),
            user: { ...options.user, id: bytes(options.user.id) },
            excludeCredentials: credentialIds(options.excludeCredentials),
          },
        })) as PublicKeyCredential;
        const response = answerOf(credential, ['clientDataJSON', 'attestationObject']);
        response.response.transports = (credential.response as AuthenticatorAttestationResponse).getTransports?.() ?? [];
        await api('registration', { name, response });
        location.assign(`${adminPaths.account}?done=passkey`);
      } catch (error) {
        say(problem(error as Error));
        button.disabled = false;
      }
    });
  }
}

// Dashboard only: passkeys. On the sign-in page "Sign in with a passkey", on Your account "Add a
// passkey". The worker makes the WebAuthn options and checks the answers (/api/admin/passkeys);
// this file only turns their base64url into bytes and back around navigator.credentials.
// Written by hand rather than @simplewebauthn/browser: docs/stack.md says why.
(() => {
  const box = document.querySelector('[data-passkeys]');
  if (!box) return;
  const status = box.querySelector('[data-passkey-status]');
  const signInButton = box.querySelector('[data-passkey-sign-in]');
  const addForm = box.querySelector('[data-passkey-add]');
  const say = (text) => {
    status.textContent = text;
  };

  // WebAuthn speaks bytes; JSON carries them as base64url without padding.
  const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const text = (buffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const credentialIds = (list) => (list ?? []).map((credential) => ({ ...credential, id: bytes(credential.id) }));

  async function api(path, body) {
    const response = await fetch(`/api/admin/passkeys/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(answer.error?.message ?? `The dashboard answered ${response.status}. Try again.`);
    return answer;
  }

  /** What the browser's refusal means, in words a person can act on. */
  function problem(error) {
    if (error.name === 'NotAllowedError') return 'The passkey was not used: it was cancelled, or took too long. Try again.';
    if (error.name === 'InvalidStateError') return 'This phone or key already holds a passkey of yours for this dashboard.';
    if (error.name === 'SecurityError') return `Passkeys work only at the dashboard's own address, ${box.dataset.passkeyOrigin}/admin.`;
    return error.message;
  }

  /** The answer as the worker reads it: every byte field as base64url. */
  function answerOf(credential, fields) {
    const response = Object.fromEntries(
      fields.filter((field) => credential.response[field]).map((field) => [field, text(credential.response[field])]),
    );
    return {
      id: credential.id,
      rawId: text(credential.rawId),
      type: credential.type,
      response,
      clientExtensionResults: credential.getClientExtensionResults(),
      authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    };
  }

  if (!window.PublicKeyCredential || !navigator.credentials) {
    say('This browser cannot use passkeys. Use your email and password, or a recent Chrome, Safari, Edge or Firefox.');
    return;
  }
  // RP IDs are host names: on another address of the same worker (127.0.0.1, a preview URL) the browser would refuse.
  if (location.origin !== box.dataset.passkeyOrigin) {
    say(`Passkeys work at the dashboard's own address: ${box.dataset.passkeyOrigin}/admin.`);
    return;
  }

  if (signInButton) {
    signInButton.hidden = false;
    signInButton.addEventListener('click', async () => {
      signInButton.disabled = true;
      say('Waiting for your passkey...');
      try {
        const options = await api('sign-in-options', {});
        const credential = await navigator.credentials.get({
          publicKey: { ...options, challenge: bytes(options.challenge), allowCredentials: credentialIds(options.allowCredentials) },
        });
        const next = document.querySelector('input[name="next"]')?.value ?? '';
        const answer = await api('sign-in', {
          next,
          response: answerOf(credential, ['clientDataJSON', 'authenticatorData', 'signature', 'userHandle']),
        });
        say('Signed in.');
        location.assign(answer.location);
      } catch (error) {
        say(problem(error));
      } finally {
        signInButton.disabled = false;
      }
    });
  }

  if (addForm) {
    addForm.hidden = false;
    addForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      const name = addForm.elements.namedItem('passkey-name').value.trim();
      const button = addForm.querySelector('button');
      button.disabled = true;
      say('Follow your phone or browser: it asks for your fingerprint, face, PIN or security key.');
      try {
        const options = await api('registration-options', {});
        const credential = await navigator.credentials.create({
          publicKey: {
            ...options,
            challenge: bytes(options.challenge),
            user: { ...options.user, id: bytes(options.user.id) },
            excludeCredentials: credentialIds(options.excludeCredentials),
          },
        });
        const response = answerOf(credential, ['clientDataJSON', 'attestationObject']);
        response.response.transports = credential.response.getTransports?.() ?? [];
        await api('registration', { name, response });
        location.assign('/admin/account?done=passkey');
      } catch (error) {
        say(problem(error));
        button.disabled = false;
      }
    });
  }
})();

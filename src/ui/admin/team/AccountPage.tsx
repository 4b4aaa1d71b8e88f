// "Your account": a person's name, their password, their passkeys and signing out everywhere.
import { passkeyNameMaxLength, passkeysChoice } from '../../../shared/passkeys';
import { roleLabels, type Role } from '../../../shared/roles';
import { AdminDocument } from '../AdminDocument';
import { adminAssets, adminPaths } from '../../../shared/admin-paths';
import { PasskeyUse, type PasskeyView } from './PasskeyUse';

interface AccountPageProps {
  person: { name: string; email: string; role: Role };
  passwordSignIn: boolean;
  /** The person's passkeys and the origin they answer from; absent when passkeys are off (Cloudflare Access, no SITE_URL). */
  passkeys?: { origin: string; list: PasskeyView[] };
  notice?: string;
  error?: { field: 'name' | 'password' | 'passkeys'; text: string };
}

const notices: Record<string, string> = {
  name: 'Your name is saved.',
  password:
    'Your password is changed. Every other phone or computer signed in as you is signed out, and notifications are off on all your phones: turn them on again where you want them.',
  'password-passkeys':
    'Your password is changed and your passkeys are removed. Every other phone or computer signed in as you is signed out, and notifications are off on all your phones: turn them on again, and add your passkeys again, where you want them.',
  passkey: 'Your passkey is added. Next time, choose "Sign in with a passkey" on the sign-in page.',
  'passkey-removed': 'The passkey is removed: it no longer signs you in.',
};

/** On a password change: keep the passkeys, or remove them with the other sessions (the default, as for a lock-out). */
function PasswordChangePasskeys({ count }: { count: number }) {
  const [them, still] = count === 1 ? ['it', 'it still signs'] : ['them', 'they still sign'];
  return (
    <fieldset className="radio-list">
      <legend>{count === 1 ? 'Your passkey' : `Your ${count} passkeys`}</legend>
      <label>
        <input type="radio" name={passkeysChoice.field} value={passkeysChoice.remove} defaultChecked />
        {`Remove ${them}: sign in with the new password, and add ${them} again where you want ${them}`}
      </label>
      <label>
        <input type="radio" name={passkeysChoice.field} value={passkeysChoice.keep} />
        {`Keep ${them}: ${still} you in`}
      </label>
    </fieldset>
  );
}

export function AccountPage({ person, passwordSignIn, passkeys, notice, error }: AccountPageProps) {
  const passkeyCount = passkeys?.list.length ?? 0;
  const fieldError = (field: 'name' | 'password' | 'passkeys') =>
    error?.field === field ? (
      <p id={`${field}-error`} className="field-error" role="alert">
        {error.text}
      </p>
    ) : null;
  return (
    <AdminDocument title="Your account" current="account">
      <h1>Your account</h1>
      {notice && Object.hasOwn(notices, notice) && <p className="notice">{notices[notice]}</p>}
      <section className="panel">
        <p>
          {person.email}, {roleLabels[person.role]}
        </p>
        {!person.name && (
          <p className="notice notice--warning" id="name-prompt">
            What is your name? It goes on the quotations you send and beside what you do in the dashboard, in place of your email address.
          </p>
        )}
        <form method="post" action={adminPaths.accountName}>
          <label htmlFor="name">Your name</label>
          <input
            id="name"
            name="name"
            defaultValue={person.name}
            required
            maxLength={80}
            autoComplete="name"
            aria-describedby={person.name ? undefined : 'name-prompt'}
            autoFocus={!person.name}
          />
          {fieldError('name')}
          <button type="submit">Save name</button>
        </form>
      </section>
      {passwordSignIn && (
        <section className="panel" aria-labelledby="password-title">
          <h2 id="password-title">Change your password</h2>
          <form method="post" action={adminPaths.accountPassword}>
            <label htmlFor="current">Current password</label>
            <input id="current" name="current" type="password" autoComplete="current-password" required />
            <label htmlFor="password">New password (at least 12 characters)</label>
            <input id="password" name="password" type="password" autoComplete="new-password" required minLength={12} />
            <label htmlFor="confirmation">New password again</label>
            <input id="confirmation" name="confirmation" type="password" autoComplete="new-password" required minLength={12} />
            {passkeyCount > 0 && <PasswordChangePasskeys count={passkeyCount} />}
            {fieldError('password')}
            <button type="submit" className="primary">
              Change password
            </button>
          </form>
        </section>
      )}
      {passkeys && (
        <section className="panel passkeys" aria-labelledby="passkeys-title" data-passkeys data-passkey-origin={passkeys.origin}>
          <h2 id="passkeys-title">Passkeys</h2>
          <p className="muted">
            A passkey signs you in with your phone&apos;s fingerprint, face or screen lock, or a security key, instead of your password.
          </p>
          {passkeys.list.length > 0 ? (
            <ul className="passkey-list">
              {passkeys.list.map((passkey) => (
                <li key={passkey.id}>
                  <PasskeyUse passkey={passkey} />
                  <form method="post" action={adminPaths.accountPasskeyRemove}>
                    <input type="hidden" name="passkey" value={passkey.id} />
                    <button type="submit" aria-label={`Remove the passkey ${passkey.name}`}>
                      Remove
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          ) : (
            <p>You have no passkeys yet.</p>
          )}
          {fieldError('passkeys')}
          {/* client/admin/passkeys.ts shows this form where the browser can make a passkey here. */}
          <form data-passkey-add hidden>
            <label htmlFor="passkey-name">Name for this passkey (e.g. Pixel 7)</label>
            <input id="passkey-name" name="passkey-name" required maxLength={passkeyNameMaxLength} autoComplete="off" />
            <button type="submit" className="primary">
              Add a passkey
            </button>
          </form>
          <p className="muted" role="status" data-passkey-status />
          <script src={adminAssets.passkeysScript} defer />
        </section>
      )}
      <section className="panel" aria-labelledby="everywhere-title">
        <h2 id="everywhere-title">Sign out everywhere</h2>
        <p className="muted">
          Signs you out on every phone and computer, this one too.
          {passkeyCount > 0 &&
            ' If a phone or key with one of your passkeys is lost, remove your passkeys too: you then sign in with your password.'}
        </p>
        <form method="post" action={adminPaths.accountSignOutEverywhere} className="inline-form">
          {passkeyCount > 0 ? (
            <>
              <button type="submit" name={passkeysChoice.field} value={passkeysChoice.remove}>
                Sign out everywhere and remove my passkeys
              </button>
              <button type="submit" name={passkeysChoice.field} value={passkeysChoice.keep}>
                Sign out everywhere, keep my passkeys
              </button>
            </>
          ) : (
            <button type="submit">Sign out everywhere</button>
          )}
        </form>
      </section>
    </AdminDocument>
  );
}

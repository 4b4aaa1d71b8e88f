import { AdminDocument } from '../AdminDocument';
import { adminAssets, adminPaths } from '../../../shared/admin-paths';

interface LoginPageProps {
  next: string;
  passwordEnabled: boolean;
  /** The origin passkeys answer from (src/worker/passkeys/relying-party.ts); absent when passkeys are off. */
  passkeyOrigin?: string;
  email?: string;
  error?: string;
}

export function LoginPage({ next, passwordEnabled, passkeyOrigin, email, error }: LoginPageProps) {
  return (
    <AdminDocument title="Sign in">
      <section className="panel login">
        <h1>Sign in</h1>
        {passwordEnabled ? (
          <form method="post" action={adminPaths.login} data-no-guard>
            <input type="hidden" name="next" value={next} />
            <label htmlFor="email">Email</label>
            <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} />
            <label htmlFor="password">Password</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'password-error' : undefined}
            />
            {error && (
              <p id="password-error" className="field-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="primary">
              Sign in
            </button>
          </form>
        ) : (
          <p>This dashboard signs in through Cloudflare Access. Open it from your Access application.</p>
        )}
        {passwordEnabled && passkeyOrigin && (
          // client/admin/passkeys.ts shows the button where the browser can use a passkey here.
          <div className="passkeys" data-passkeys data-passkey-origin={passkeyOrigin}>
            <button type="button" data-passkey-sign-in hidden>
              Sign in with a passkey
            </button>
            <p className="muted" role="status" data-passkey-status />
            <script src={adminAssets.passkeysScript} defer />
          </div>
        )}
      </section>
    </AdminDocument>
  );
}

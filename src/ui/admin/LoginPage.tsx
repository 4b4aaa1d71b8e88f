import { AdminDocument } from './AdminDocument';

interface LoginPageProps {
  businessName: string;
  next: string;
  passwordEnabled: boolean;
  error?: string;
}

export function LoginPage({ businessName, next, passwordEnabled, error }: LoginPageProps) {
  return (
    <AdminDocument title="Sign in" businessName={businessName}>
      <section className="panel login">
        <h1>Operator sign-in</h1>
        {passwordEnabled ? (
          <form method="post" action="/admin/login">
            <input type="hidden" name="next" value={next} />
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
      </section>
    </AdminDocument>
  );
}

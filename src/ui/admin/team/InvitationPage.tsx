// Where an invited person accepts: sets their password (or, under Access, just accepts).
import { roleLabels, type Role } from '../../../shared/roles';
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

type InvitationPageProps =
  { problem: string } | { token: string; invitation: { name: string; email: string; role: Role }; passwordSignIn: boolean; error?: string };

export function InvitationPage(props: InvitationPageProps) {
  if ('problem' in props) {
    return (
      <AdminDocument title="Invitation">
        <section className="panel login">
          <h1>Invitation</h1>
          <p role="alert">{props.problem}</p>
          <p>
            <a href={adminPaths.login}>Go to sign-in</a>
          </p>
        </section>
      </AdminDocument>
    );
  }
  const { invitation, token, passwordSignIn, error } = props;
  return (
    <AdminDocument title="Invitation">
      <section className="panel login">
        <h1>Welcome, {invitation.name}</h1>
        <p>
          You are invited to the dashboard as {roleLabels[invitation.role]}, signing in as {invitation.email}.
        </p>
        <form method="post" action={adminPaths.invitation}>
          <input type="hidden" name="token" value={token} />
          {passwordSignIn && (
            <>
              <label htmlFor="password">Choose a password (at least 12 characters)</label>
              <input id="password" name="password" type="password" autoComplete="new-password" required minLength={12} />
              <label htmlFor="confirmation">The password again</label>
              <input id="confirmation" name="confirmation" type="password" autoComplete="new-password" required minLength={12} />
            </>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="primary">
            {passwordSignIn ? 'Set password and sign in' : 'Accept'}
          </button>
        </form>
      </section>
    </AdminDocument>
  );
}

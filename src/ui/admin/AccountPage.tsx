// "Your account": a person's name, their password and signing out everywhere.
import { roleLabels, type Role } from '../../shared/roles';
import { AdminDocument } from './AdminDocument';

interface AccountPageProps {
  businessName: string;
  person: { name: string; email: string; role: Role };
  passwordSignIn: boolean;
  notice?: string;
  error?: { field: 'name' | 'password'; text: string };
}

const notices: Record<string, string> = {
  name: 'Your name is saved.',
  password:
    'Your password is changed. Every other phone or computer signed in as you is signed out, and notifications are off on all your phones: turn them on again where you want them.',
};

export function AccountPage({ businessName, person, passwordSignIn, notice, error }: AccountPageProps) {
  const fieldError = (field: 'name' | 'password') =>
    error?.field === field ? (
      <p id={`${field}-error`} className="field-error" role="alert">
        {error.text}
      </p>
    ) : null;
  return (
    <AdminDocument title="Your account" businessName={businessName} operator={person.email} current="account">
      <h1>Your account</h1>
      {notice && Object.hasOwn(notices, notice) && <p className="notice">{notices[notice]}</p>}
      <section className="panel">
        <p>
          {person.email}, {roleLabels[person.role]}
        </p>
        <form method="post" action="/admin/account/name">
          <label htmlFor="name">Your name</label>
          <input id="name" name="name" defaultValue={person.name} required maxLength={80} autoComplete="name" />
          {fieldError('name')}
          <button type="submit">Save name</button>
        </form>
      </section>
      {passwordSignIn && (
        <section className="panel" aria-labelledby="password-title">
          <h2 id="password-title">Change your password</h2>
          <form method="post" action="/admin/account/password">
            <label htmlFor="current">Current password</label>
            <input id="current" name="current" type="password" autoComplete="current-password" required />
            <label htmlFor="password">New password (at least 12 characters)</label>
            <input id="password" name="password" type="password" autoComplete="new-password" required minLength={12} />
            <label htmlFor="confirmation">New password again</label>
            <input id="confirmation" name="confirmation" type="password" autoComplete="new-password" required minLength={12} />
            {fieldError('password')}
            <button type="submit" className="primary">
              Change password
            </button>
          </form>
        </section>
      )}
      <section className="panel" aria-labelledby="everywhere-title">
        <h2 id="everywhere-title">Sign out everywhere</h2>
        <p className="muted">Signs you out on every phone and computer, this one too.</p>
        <form method="post" action="/admin/account/sign-out-everywhere">
          <button type="submit">Sign out everywhere</button>
        </form>
      </section>
    </AdminDocument>
  );
}

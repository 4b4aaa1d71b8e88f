// The Team screen (owner): who signs in, their role, sessions and passkeys, invitations, and removal.
import { formatManilaTime } from '../../../shared/business-time';
import { passkeysChoice } from '../../../shared/passkeys';
import { roleDescriptions, roleLabels, roles, type Role } from '../../../shared/roles';
import { AdminDocument } from '../AdminDocument';
import { adminAssets, adminPaths } from '../../../shared/admin-paths';
import { PasskeyUse, type PasskeyView } from './PasskeyUse';

export type TeamNotice =
  | { kind: 'done' | 'error'; text: string }
  /** `emailedTo`: the address the link is being emailed to as well; absent when it is not emailed. */
  | { kind: 'invited'; name: string; link: string; emailedTo?: string };

type InvitationEmail = 'pending' | 'sent' | 'failed' | null;

interface TeamPageProps {
  selfId: number;
  /** Sessions are the dashboard's own (not Cloudflare Access's), so ending them here works. */
  passwordSignIn: boolean;
  people: Array<{ id: number; name: string; email: string; role: Role; sessions: number; passkeys: PasskeyView[] }>;
  invitations: Array<{ email: string; role: Role; expiresAt: string; emailStatus: InvitationEmail; emailError: string | null }>;
  notice?: TeamNotice;
}

function RoleChoice({ id, selected }: { id: string; selected: Role }) {
  return (
    <select id={id} name="role" defaultValue={selected}>
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}

/** What became of an invitation's email, after its expiry in the list. */
function emailWords(status: InvitationEmail, error: string | null) {
  if (status === 'sent') return '; link emailed';
  if (status === 'pending') return '; email queued';
  if (status === 'failed') return `; ${error ?? 'not emailed'}`;
  return '';
}

/**
 * Owners send the link by Viber, WhatsApp or Messenger from a phone: Copy and the phone's own Share
 * sheet (client/admin/share.ts shows them when the browser can), and plain links to WhatsApp and
 * Viber that work without script.
 */
function InvitationSharing({ name, link }: { name: string; link: string }) {
  const message = `Hi ${name}, here is your invitation to our dashboard (it works once, for 72 hours): ${link}`;
  return (
    <>
      <p className="share-row">
        <button type="button" data-copy-from="invitation-link" hidden>
          Copy link
        </button>
        <button type="button" data-share-text={message} hidden>
          Share…
        </button>
        <a className="button" href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        <a className="button" href={`viber://forward?text=${encodeURIComponent(message)}`}>
          Viber
        </a>
      </p>
      <p className="muted" role="status" data-share-outcome />
      <script src={adminAssets.shareScript} defer />
    </>
  );
}

type Person = TeamPageProps['people'][number];

/**
 * A person's passkeys, each with its own Remove… (asked on a page of its own, as removing the
 * person is). Listed under Cloudflare Access too, where they sign no one in until Access is off.
 */
function PersonPasskeys({ person, passwordSignIn }: { person: Person; passwordSignIn: boolean }) {
  if (person.passkeys.length === 0) return passwordSignIn ? <p className="muted team-person__passkeys">No passkeys.</p> : null;
  return (
    <>
      <h3 className="team-person__passkeys">Passkeys</h3>
      <ul className="passkey-list">
        {person.passkeys.map((passkey) => (
          <li key={passkey.id}>
            <PasskeyUse passkey={passkey} />
            <a
              href={`${adminPaths.teamMember(person.id, 'passkeys/remove')}?passkey=${encodeURIComponent(passkey.id)}`}
              className="danger-link"
              aria-label={`Remove ${person.name}’s passkey ${passkey.name}`}
            >
              Remove…
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Ending sessions says on its buttons what becomes of the passkeys; with none, one button (which removes any added since). */
function EndSessions({ person }: { person: Person }) {
  return (
    <form method="post" action={adminPaths.teamMember(person.id, 'end-sessions')} className="inline-form">
      {person.passkeys.length > 0 ? (
        <>
          <button type="submit" name={passkeysChoice.field} value={passkeysChoice.remove}>
            End sessions and remove passkeys
          </button>
          <button type="submit" name={passkeysChoice.field} value={passkeysChoice.keep}>
            End sessions, keep passkeys
          </button>
        </>
      ) : (
        <button type="submit">End their sessions</button>
      )}
    </form>
  );
}

export function TeamPage({ selfId, passwordSignIn, people, invitations, notice }: TeamPageProps) {
  const owners = people.filter((person) => person.role === 'owner').length;
  const onlyOwner = (person: Person) => person.role === 'owner' && owners === 1;
  return (
    <AdminDocument title="Team" current="team">
      <h1>Team</h1>
      {notice?.kind === 'done' && <p className="notice notice--done">{notice.text}</p>}
      {notice?.kind === 'error' && (
        <p className="notice notice--warning" role="alert">
          {notice.text}
        </p>
      )}
      {notice?.kind === 'invited' && (
        <section className="panel" aria-labelledby="invited-title">
          <h2 id="invited-title">Send {notice.name} this link</h2>
          <p>
            {notice.emailedTo
              ? `It is being emailed to ${notice.emailedTo}; the list below says when it is sent. If it does not arrive, copy the link into a message to them: it is shown only now.`
              : 'It is shown only now: copy it into a message to them.'}{' '}
            It works once, for 72 hours.
          </p>
          <label htmlFor="invitation-link">Invitation link</label>
          <input id="invitation-link" readOnly value={notice.link} className="copy-field" />
          <InvitationSharing name={notice.name} link={notice.link} />
        </section>
      )}
      <ul className="team-list">
        {people.map((person) => (
          <li key={person.id} className="panel team-person">
            <h2 className="team-person__name">
              {person.name}
              {person.id === selfId && <span className="muted"> (you)</span>}
            </h2>
            <p className="team-person__email">
              {person.email} · {roleLabels[person.role]} · {person.sessions === 1 ? '1 session' : `${person.sessions} sessions`} ·{' '}
              <a href={`${adminPaths.audit}?by=${encodeURIComponent(person.email)}`}>What they did</a>
            </p>
            {onlyOwner(person) ? (
              <p className="muted">The only owner: to change this role or remove them, make someone else an owner first.</p>
            ) : (
              <form method="post" action={adminPaths.teamMember(person.id, 'role')} className="inline-form">
                <label htmlFor={`role-${person.id}`}>{`Role of ${person.name}`}</label>
                <RoleChoice id={`role-${person.id}`} selected={person.role} />
                <button type="submit">Change role</button>
              </form>
            )}
            <PersonPasskeys person={person} passwordSignIn={passwordSignIn} />
            <div className="inline-form team-person__actions">
              {passwordSignIn && <EndSessions person={person} />}
              {!onlyOwner(person) && (
                <a href={adminPaths.teamMember(person.id, 'remove')} className="danger-link">
                  Remove {person.name}…
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      <section className="panel" aria-labelledby="invite-title">
        <h2 id="invite-title">Invite someone</h2>
        <form method="post" action={adminPaths.teamInvitations} className="team-invite">
          <label htmlFor="invite-name">Name</label>
          <input id="invite-name" name="name" required maxLength={80} autoComplete="off" />
          <label htmlFor="invite-email">Email</label>
          <input id="invite-email" name="email" type="email" required autoComplete="off" />
          <label htmlFor="invite-role">Role</label>
          <RoleChoice id="invite-role" selected="staff" />
          <ul className="muted">
            {roles.map((role) => (
              <li key={role}>
                {roleLabels[role]}: {roleDescriptions[role]}
              </li>
            ))}
          </ul>
          <button type="submit" className="primary">
            Make an invitation link
          </button>
        </form>
        {invitations.length > 0 && (
          <>
            <h3>Waiting to be accepted</h3>
            <ul>
              {invitations.map((invitation) => (
                <li key={`${invitation.email}-${invitation.expiresAt}`} className="team-invitation">
                  <span>
                    {`${invitation.email} (${roleLabels[invitation.role]}), until ${formatManilaTime(invitation.expiresAt)}${emailWords(invitation.emailStatus, invitation.emailError)}`}
                  </span>
                  <form method="post" action={adminPaths.teamInvitationsCancel}>
                    <input type="hidden" name="email" value={invitation.email} />
                    <button type="submit" aria-label={`Withdraw the invitation to ${invitation.email}`}>
                      Withdraw
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </AdminDocument>
  );
}

// An invitation's link by email to the invited person (an account_invitations row). The link is
// rebuilt here from the row's seed and SESSION_SECRET (src/worker/team/invitations.ts), so no
// stored row holds a link that signs someone in; the owner was shown it too, so a failure is told, not waited out.
import type { WorkerEnv } from '../app-env';
import { formatManilaTime } from '../../shared/business-time';
import { sha256Hex } from '../admin/session';
import { accountByEmail } from '../admin/accounts';
import { invitationByTokenHash, recordInvitationEmail } from '../team/store';
import { renderEmail } from '../email/render-email';
import { emailTransport, sendEmail } from '../email-transport/send-email';
import { invitationEmail } from '../email/templates/Invitation';
import { siteFacts } from '../published-facts/published';
import { siteOrigin } from '../site-config';
import { invitationPath, invitationToken } from '../team/invitations';
import { failedSend, type DeliveryHandler } from '../queue/handler';

/** A send that could not be tried: recorded as failed at once, with what the owner can do. */
const notSent = (detail: string) => ({ kind: 'failed' as const, retryable: false, detail: `Not emailed: ${detail}`, attempted: false });

/** The link shown to the owner, made again; null when the secret changed since (or SITE_URL is unset). */
async function linkFor(env: WorkerEnv, seed: string, tokenHash: string): Promise<string | null> {
  const origin = siteOrigin(env);
  if (!env.SESSION_SECRET || !origin) return null;
  const token = await invitationToken(env.SESSION_SECRET, seed);
  return (await sha256Hex(token)) === tokenHash ? `${origin}${invitationPath(token)}` : null;
}

export const invitation: DeliveryHandler<{ kind: 'invitation'; tokenHash: string }> = {
  name: 'invitation email',

  async send(env, { tokenHash }) {
    const row = await invitationByTokenHash(env.DB, tokenHash);
    if (!row || row.email_status !== 'pending' || !row.link_seed) return { kind: 'done' };
    if (Date.parse(row.expires_at) <= Date.now()) return notSent('it had expired.');
    const transport = emailTransport(env);
    if (transport.kind === 'waiting') return notSent('email is switched off or RESEND_API_KEY is not set. Send them the link yourself.');
    const link = await linkFor(env, row.link_seed, tokenHash);
    if (!link) return notSent('SESSION_SECRET or SITE_URL is not set or changed. Invite them again.');
    const [inviter, facts] = await Promise.all([accountByEmail(env.DB, row.created_by), siteFacts(env)]);
    const email = await renderEmail(invitationEmail, {
      name: row.name,
      invitedBy: inviter?.name || row.created_by,
      businessName: facts.business.name,
      role: row.role,
      link,
      until: formatManilaTime(row.expires_at),
    });
    const attempt = await sendEmail(
      env,
      transport,
      { from: env.EMAIL_FROM, to: [row.email], replyTo: inviter?.email, ...email },
      `invitation-${tokenHash}`,
      null,
    );
    if (attempt.kind === 'failed') return failedSend(attempt);
    await recordInvitationEmail(env.DB, tokenHash, { status: 'sent', attempted: true });
    return { kind: 'done' };
  },

  recordFailure: (env, { tokenHash }, { detail, attempted, final }) =>
    recordInvitationEmail(env.DB, tokenHash, { status: final ? 'failed' : 'pending', attempted, detail: detail.slice(0, 500) }),
};

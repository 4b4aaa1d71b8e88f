// Who sent a message to a lead's reply address, as far as the business's own addresses tell:
// the owner answering a lead's alert with Reply All (the alert carries the reply address in Cc),
// the worker's own alert coming back through that Cc, or anyone else (the customer).
import type { Email } from 'postal-mime';
import type { WorkerEnv } from '../app-env';
import { bareAddress } from '../email/reply-address';
import { siteFacts } from '../published-facts/published';

export type MailSender = 'customer' | 'business' | 'own-alert' | 'claims-our-address';

const normalised = (address: string) => bareAddress(address).toLowerCase();
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** `domain` is `ours` or one of its subdomains (Resend's return path is `send.<our domain>`). */
const isWithin = (domain: string, ours: string) => domain === ours || domain.endsWith(`.${ours}`);

/**
 * Email Routing's verdict (Authentication-Results, as received) that our domain signed the mail:
 * DMARC passed for it, or a DKIM signature of it verified. Anyone can type our address in From.
 */
function signedByOurDomain(headers: Headers, ours: string): boolean {
  const results = ['authentication-results', 'arc-authentication-results'].map((name) => headers.get(name) ?? '').join(';');
  const vouched = [
    ...results.matchAll(/\bdmarc=pass\b[^;]*?\bheader\.from=([^\s;]+)/gi),
    ...results.matchAll(/\bdkim=pass\b[^;]*?\bheader\.[di]=@?([^\s;]+)/gi),
  ];
  return vouched.some((match) => isWithin(match[1]!.toLowerCase(), ours));
}

/**
 * The business's addresses are where the owner reads and answers mail: the business email in site
 * facts (where alerts go) and INBOUND_FORWARD_TO (where customers' mail is forwarded). Both the
 * envelope sender Email Routing received the mail from and the header From must be one of them:
 * the header alone is what anyone can type. EMAIL_FROM is the worker's sending address (Resend),
 * never a mailbox the owner writes from: mail in its name is the alert's own copy only when the
 * platform vouches for it too (an envelope sender in our domain, and our domain's signature).
 * Mail that only claims it ('claims-our-address') is kept and forwarded like anyone's, but
 * neither marks the lead nor alerts: were it our alert after all, an alert would come back again.
 */
export async function mailSender(env: WorkerEnv, message: ForwardableEmailMessage, email: Email): Promise<MailSender> {
  const headerFrom = normalised(email.from?.address ?? '');
  const sendingAddress = normalised(env.EMAIL_FROM);
  if (headerFrom !== '' && headerFrom === sendingAddress) {
    const ours = domainOf(sendingAddress);
    return isWithin(domainOf(normalised(message.from)), ours) && signedByOurDomain(message.headers, ours)
      ? 'own-alert'
      : 'claims-our-address';
  }
  const business = new Set(
    [(await siteFacts(env)).business.email, env.INBOUND_FORWARD_TO ?? ''].map(normalised).filter((address) => address !== ''),
  );
  return business.has(headerFrom) && business.has(normalised(message.from)) ? 'business' : 'customer';
}

// Who sent a message to a lead's reply address, as far as the business's own addresses tell:
// the owner answering a lead's alert with Reply All (the alert carries the reply address in Cc),
// the worker's own alert coming back through that Cc, or anyone else (the customer).
import type { Email } from 'postal-mime';
import type { WorkerEnv } from '../app-env';
import { bareAddress } from '../email/reply-address';
import { siteFacts } from '../site-facts/published';

export type MailSender = 'customer' | 'business' | 'own-alert';

const normalised = (address: string) => bareAddress(address).toLowerCase();

/**
 * The business's addresses are where the owner reads and answers mail: the business email in site
 * facts (where alerts go) and INBOUND_FORWARD_TO (where customers' mail is forwarded). Both the
 * envelope sender Email Routing received the mail from and the header From must be one of them:
 * the header alone is what anyone can type. EMAIL_FROM is the worker's sending address (Resend),
 * never a mailbox the owner writes from, so mail from it is the alert's own copy.
 */
export async function mailSender(env: WorkerEnv, message: ForwardableEmailMessage, email: Email): Promise<MailSender> {
  const headerFrom = normalised(email.from?.address ?? '');
  if (headerFrom !== '' && headerFrom === normalised(env.EMAIL_FROM)) return 'own-alert';
  const business = new Set(
    [(await siteFacts(env)).business.email, env.INBOUND_FORWARD_TO ?? ''].map(normalised).filter((address) => address !== ''),
  );
  return business.has(headerFrom) && business.has(normalised(message.from)) ? 'business' : 'customer';
}

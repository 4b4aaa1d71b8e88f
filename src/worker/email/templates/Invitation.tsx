// To a person an owner invited: the single-use link that lets them set a password and sign in.
import { roleDescriptions, roleLabels, type Role } from '../../../shared/roles';
import type { EmailTemplate } from '../render-email';
import { headingStyle } from './EmailLayout';

interface InvitationProps {
  name: string;
  invitedBy: string;
  businessName: string;
  role: Role;
  link: string;
  /** When the link stops working, in Manila time. */
  until: string;
}

const invitedAs = ({ invitedBy, businessName, role }: InvitationProps) =>
  `${invitedBy} invited you to ${businessName}'s dashboard as ${roleLabels[role].toLowerCase()} (${roleDescriptions[role]}).`;

const ignoreIt = 'If you did not expect this email, ignore it: nothing happens without the link.';

function Html(props: InvitationProps) {
  return (
    <>
      <h1 style={headingStyle}>Welcome, {props.name}</h1>
      <p>{invitedAs(props)}</p>
      <p>
        <a href={props.link}>Accept the invitation</a> to join. The link works once, until {props.until}.
      </p>
      <p>{ignoreIt}</p>
    </>
  );
}

export const invitationEmail: EmailTemplate<InvitationProps> = {
  subject: ({ businessName }) => `Your invitation to ${businessName}'s dashboard`,
  Html,
  text: (props) =>
    [
      `Welcome, ${props.name}.`,
      '',
      invitedAs(props),
      '',
      `Accept the invitation to join: ${props.link}`,
      `The link works once, until ${props.until}.`,
      '',
      ignoreIt,
    ].join('\n'),
};

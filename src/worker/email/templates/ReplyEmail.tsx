// An operator's answer to a lead, written in the dashboard's reply box.
import type { EmailTemplate } from '../render-email';
import { Paragraph } from './EmailLayout';

export interface ReplyEmailProps {
  reference: string;
  /** The subject as the operator left it; the reference is added when it is missing. */
  topic: string;
  /** What the operator wrote, as typed. */
  body: string;
  attachmentNames: string[];
  business: { name: string; phone: string };
}

/** Paragraphs are separated by blank lines; single line breaks stay inside a paragraph. */
const paragraphs = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);

const signature = ({ business, reference }: ReplyEmailProps) => [business.name, business.phone, `Reference: ${reference}`];

function Html(props: ReplyEmailProps) {
  return (
    <>
      {paragraphs(props.body).map((text, index) => (
        <Paragraph key={index} text={text} />
      ))}
      {props.attachmentNames.length > 0 && (
        <p style={{ margin: '0 0 12px', color: '#4a5a6a' }}>Attached: {props.attachmentNames.join(', ')}</p>
      )}
      <p style={{ margin: '24px 0 0', borderTop: '1px solid #d5dce3', paddingTop: 12, color: '#4a5a6a' }}>
        {signature(props).map((line, index) => (
          <span key={line}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </p>
    </>
  );
}

export const replyEmail: EmailTemplate<ReplyEmailProps> = {
  subject: ({ topic, reference }) => (topic.toUpperCase().includes(reference) ? topic : `${topic} (${reference})`),
  Html,
  text: (props) =>
    [
      ...paragraphs(props.body).flatMap((text) => [text, '']),
      ...(props.attachmentNames.length ? [`Attached: ${props.attachmentNames.join(', ')}`, ''] : []),
      '--',
      ...signature(props),
    ].join('\n'),
};

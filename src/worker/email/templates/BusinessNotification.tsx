// To the business: a new quote request with every field, its drawings and its catalogue lines.
import type { EmailTemplate } from '../render-email';
import { Lines, Paragraph, headingStyle, subheadingStyle } from './EmailLayout';
import { QuoteLinesTable, quoteLinesText, type EmailQuoteLine } from './QuoteLinesTable';

export interface BusinessNotificationProps {
  reference: string;
  customerName: string;
  serviceLabel: string;
  fields: { label: string; value: string }[];
  drawings: { label: string; url: string }[];
  /** The lead's page in the dashboard. */
  leadUrl: string;
  lines?: EmailQuoteLine[];
  /** Sent without the bot check: said in the subject and above the fields. */
  unverified?: string;
}

function Html({ reference, customerName, fields, drawings, leadUrl, lines, unverified }: BusinessNotificationProps) {
  return (
    <>
      <h1 style={headingStyle}>New quote request {reference}</h1>
      {unverified && <Paragraph text={`Unverified: ${unverified}`} />}
      <table role="presentation" style={{ borderCollapse: 'collapse', marginBottom: 16 }}>
        <tbody>
          {fields.map(({ label, value }) => (
            <tr key={label}>
              <th align="left" style={{ padding: '6px 12px 6px 0', whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {label}
              </th>
              <td style={{ padding: '6px 0' }}>
                <Lines text={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines && lines.length > 0 && (
        <>
          <h2 style={subheadingStyle}>Quote list</h2>
          <QuoteLinesTable lines={lines} />
        </>
      )}
      <h2 style={subheadingStyle}>Drawings</h2>
      {drawings.length ? (
        <ul>
          {drawings.map((file) => (
            <li key={file.url}>
              <a href={file.url}>{file.label}</a>
            </li>
          ))}
        </ul>
      ) : (
        <Paragraph text="No drawings attached." />
      )}
      <p>
        <a href={leadUrl}>Open {reference} in the dashboard</a> (sign-in required). Reply to this email to answer {customerName} directly.
      </p>
    </>
  );
}

export const businessNotification: EmailTemplate<BusinessNotificationProps> = {
  subject: ({ reference, serviceLabel, customerName, unverified }) =>
    `${unverified ? '[Unverified] ' : ''}New quote request ${reference}: ${serviceLabel} from ${customerName}`,
  Html,
  text: ({ reference, fields, drawings, leadUrl, lines, unverified }) =>
    [
      `New quote request ${reference}`,
      ...(unverified ? [`Unverified: ${unverified}`] : []),
      '',
      ...fields.map(({ label, value }) => `${label}: ${value}`),
      ...(lines && lines.length > 0 ? ['', 'Quote list:', ...quoteLinesText(lines)] : []),
      '',
      'Drawings:',
      ...(drawings.length ? drawings.map((file) => `- ${file.label}: ${file.url}`) : ['- none']),
      '',
      `Dashboard: ${leadUrl}`,
    ].join('\n'),
};

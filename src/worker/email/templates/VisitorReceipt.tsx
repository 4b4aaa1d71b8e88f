// To the visitor: their request's reference and when to expect an answer. It goes to whatever
// address was typed, so the only text in it the visitor chose is the name it greets (see
// quote-emails.ts) and, when they sent a quote list, the catalogue lines they picked.
import type { Business } from '../../../content/business';
import { hoursRows } from '../../../shared/opening-hours';
import type { EmailTemplate } from '../render-email';
import { Paragraph, headingStyle, subheadingStyle } from './EmailLayout';
import { QuoteLinesTable, quoteLinesText, type EmailQuoteLine } from './QuoteLinesTable';

export interface VisitorReceiptProps {
  reference: string;
  /** "Hi Maria Santos," or "Hello,". */
  greeting: string;
  serviceLabel: string;
  contactMethodLabel: string;
  drawingCount: number;
  business: Pick<Business, 'name' | 'phone' | 'hours'>;
  /** "We are closed on ... ": the owner's dated closures in the coming days, if any. */
  closedSoon: string | null;
  lines?: EmailQuoteLine[];
}

const intro = ({ greeting, serviceLabel, reference, contactMethodLabel, drawingCount, closedSoon }: VisitorReceiptProps) => [
  greeting,
  `Thank you for your request for ${serviceLabel.toLowerCase()}. Your reference number is ${reference}; please quote it when you contact us.`,
  `Our estimating team reviews every request during business hours and will reply by ${contactMethodLabel.toLowerCase()} within one working day, with questions or a quotation.${closedSoon ? ` ${closedSoon}` : ''}${drawingCount ? ` We received ${drawingCount} drawing${drawingCount === 1 ? '' : 's'}.` : ''}`,
];

const hours = ({ business }: VisitorReceiptProps) => hoursRows(business.hours).map((row) => `${row.days}: ${row.hours}`);

const addSomething = ({ business }: VisitorReceiptProps) => `Need to add something? Reply to this email or call ${business.phone}.`;

function Html(props: VisitorReceiptProps) {
  return (
    <>
      <h1 style={headingStyle}>Quote request {props.reference} received</h1>
      {intro(props).map((text) => (
        <Paragraph key={text} text={text} />
      ))}
      {props.lines && props.lines.length > 0 && (
        <>
          <h2 style={subheadingStyle}>Your quote list</h2>
          <QuoteLinesTable lines={props.lines} />
        </>
      )}
      <h2 style={subheadingStyle}>Business hours</h2>
      <ul>
        {hours(props).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Paragraph text={addSomething(props)} />
      <Paragraph text={props.business.name} />
    </>
  );
}

export const visitorReceipt: EmailTemplate<VisitorReceiptProps> = {
  subject: ({ reference }) => `We received your quote request ${reference}`,
  Html,
  text: (props) =>
    [
      ...intro(props),
      ...(props.lines && props.lines.length > 0 ? ['', 'Your quote list:', ...quoteLinesText(props.lines)] : []),
      '',
      'Business hours:',
      ...hours(props),
      '',
      addSomething(props),
      '',
      props.business.name,
    ].join('\n'),
};

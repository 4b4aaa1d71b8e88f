// Conversions by kind in the period (quote requests from the stored leads, the rest from clicks).
import { conversionKinds, type ConversionKind, type OverviewData } from '../../../shared/admin-overview';
import { ChangeMark } from './ChangeMark';
import { count } from './figures';

const kindLabels: Record<ConversionKind, string> = {
  quote: 'Quote requests',
  whatsapp: 'WhatsApp',
  viber: 'Viber',
  messenger: 'Messenger',
  phone: 'Phone calls',
  email: 'Emails',
};

export function ConversionsPanel({ conversions }: Pick<OverviewData, 'conversions'>) {
  return (
    <section className="panel">
      <h2>Conversions</h2>
      <table className="bar-list">
        <tbody>
          {conversionKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">{kindLabels[kind]}</th>
              <td>{count(conversions[kind].value)}</td>
              <td className="bar-list__change">
                <ChangeMark current={conversions[kind].value} previous={conversions[kind].previous} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Quote requests are the stored leads; the others are taps on the chat, phone and email links.</p>
    </section>
  );
}

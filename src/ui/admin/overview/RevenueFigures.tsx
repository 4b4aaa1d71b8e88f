// What a source's or a campaign's leads brought, as a card's definition list: it wraps to the
// width it has, so a phone never scrolls sideways (a table of seven figures would).
import type { LeadRevenue } from '../../../shared/admin-overview';
import { formatPesos } from '../../../shared/quotation-money';
import { durationInWords, leadCount, winRateText } from '../../../shared/revenue-words';
import { count } from './figures';

interface Figure {
  label: string;
  value: string;
  /** Under the value, smaller: "2 leads", "median". */
  note?: string;
}

export function RevenueFigures({ revenue, before = [] }: { revenue: LeadRevenue; before?: Figure[] }) {
  const leads: Figure[] = [...before, { label: 'Leads', value: count(revenue.leads) }];
  // Without leads there is nothing quoted or won to show: the card stays short on a phone.
  const figures: Figure[] =
    revenue.leads === 0
      ? leads
      : [
          ...leads,
          { label: 'Quoted', value: formatPesos(revenue.quotedCentavos), note: leadCount(revenue.quotedLeads) },
          { label: 'Won', value: formatPesos(revenue.wonCentavos), note: leadCount(revenue.wonLeads) },
          { label: 'Collected', value: formatPesos(revenue.collectedCentavos), note: 'payments confirmed' },
          { label: 'Win rate', value: winRateText(revenue.winRate) },
          {
            label: 'Request to quotation',
            value: revenue.medianToQuotationMs === null ? 'none sent' : durationInWords(revenue.medianToQuotationMs),
            ...(revenue.medianToQuotationMs === null ? {} : { note: 'median' }),
          },
        ];
  return <FigureList figures={figures} />;
}

function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="revenue">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>
            {figure.value}
            {figure.note && <span className="muted">{figure.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

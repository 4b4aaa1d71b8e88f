// What a source's or a campaign's leads brought, as a card's definition list: it wraps to the
// width it has, so a phone never scrolls sideways (a table of seven figures would).
import type { LeadRevenue } from '../../shared/admin-overview';
import { formatPesos } from '../../shared/quotation-money';
import { durationInWords, leadCount, winRateText } from '../../shared/revenue-words';
import { count } from './figures';

export interface ExtraFigure {
  label: string;
  value: string;
}

export function RevenueFigures({ revenue, before = [] }: { revenue: LeadRevenue; before?: ExtraFigure[] }) {
  const figures: (ExtraFigure & { note?: string })[] = [
    ...before,
    { label: 'Leads', value: count(revenue.leads) },
    { label: 'Quoted', value: formatPesos(revenue.quotedCentavos), note: leadCount(revenue.quotedLeads) },
    { label: 'Won', value: formatPesos(revenue.wonCentavos), note: leadCount(revenue.wonLeads) },
    { label: 'Win rate', value: winRateText(revenue.winRate) },
    {
      label: 'Request to quotation',
      value: revenue.medianToQuotationMs === null ? 'none sent' : durationInWords(revenue.medianToQuotationMs),
      ...(revenue.medianToQuotationMs === null ? {} : { note: 'median' }),
    },
  ];
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

// A new quotation's draft, from the request: one goods line per quote-list line (priced from the
// price book when it has the line) and one service line for the fabrication work described.
import { materialFamilies, materialFinishIds, saleUnits } from '../../shared/catalogue';
import { optionLabel, finishOptions, gradeOptions, quoteServiceOptions } from '../../shared/quote-request';
import { quotationLimits, type QuotationDraft, type QuotationLine, type QuotationSettings } from '../../shared/quotation';
import type { LeadRow, QuoteLineRow } from '../lead-records/leads';

const clip = (text: string) => (text.length > quotationLimits.description ? `${text.slice(0, quotationLimits.description - 3)}...` : text);

function quoteListLine(line: QuoteLineRow, unitPriceCentavos: number | null): QuotationLine {
  const family = materialFamilies.find((candidate) => candidate.id === line.family)?.label ?? line.family;
  const finish = line.finish ? (materialFinishIds.find((candidate) => candidate.id === line.finish)?.label ?? line.finish) : null;
  const described = [`${family}: ${line.item}`, `grade ${line.grade}${finish ? `, ${finish}` : ''}`, line.note && `Note: ${line.note}`];
  return {
    kind: 'goods',
    description: clip(described.filter(Boolean).join('\n')),
    quantityMilli: Math.min(Math.round(line.quantity * 1000), quotationLimits.quantityMilli),
    unit: saleUnits.find((unit) => unit.id === line.unit)?.label ?? line.unit.slice(0, quotationLimits.unit),
    unitPriceCentavos,
    discountBasisPoints: 0,
  };
}

/** The work the request describes, as one service line: what, in which grade and finish, to what size. */
function fabricationLine(lead: LeadRow): QuotationLine {
  const described = [
    optionLabel(quoteServiceOptions, lead.service),
    `Grade ${optionLabel(gradeOptions, lead.grade)}, finish ${optionLabel(finishOptions, lead.finish)}`,
    lead.dimensions && `Dimensions: ${lead.dimensions}`,
    lead.quantity && `Quantity: ${lead.quantity}`,
    lead.project_details,
  ];
  return {
    kind: 'service',
    description: clip(described.filter(Boolean).join('\n')),
    quantityMilli: 1000,
    unit: 'lot',
    unitPriceCentavos: null,
    discountBasisPoints: 0,
  };
}

/** A request for supply only, with its materials listed, has no work to price beyond them. */
const isSupplyOnly = (lead: LeadRow, lines: readonly QuoteLineRow[]) => lead.service === 'material-supply' && lines.length > 0;

export function draftFromLead(
  lead: LeadRow,
  lines: readonly QuoteLineRow[],
  prices: readonly (number | null)[],
  settings: QuotationSettings,
): QuotationDraft {
  return {
    lines: [
      ...lines.map((line, index) => quoteListLine(line, prices[index] ?? null)),
      ...(isSupplyOnly(lead, lines) ? [] : [fabricationLine(lead)]),
    ].slice(0, quotationLimits.lines),
    discount: { kind: 'none' },
    withholding: false,
    terms: settings.terms,
  };
}

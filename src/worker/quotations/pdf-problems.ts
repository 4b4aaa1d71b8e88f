// What in a quotation its PDF cannot draw, each named where the owner can change it: Send is
// refused until there is none, so the PDF never shows anything but what was typed.
import type { QuotationDocument } from '../../shared/quotation';
import { characterName, pdfSpelling } from '../pdf/pdf-spelling';

export interface PdfProblem {
  /** The builder's field the text is in, or null when it is set elsewhere (Site facts, Your account, the lead). */
  field: string | null;
  /**
   * True for what the customer typed on the lead, which no screen edits: the quotation then goes
   * with its link only (the page shows it as typed), rather than never.
   */
  customers: boolean;
  message: string;
}

const termFields = [
  ['paymentTerms', 'The payment terms'],
  ['leadTime', 'The lead time'],
  ['deliveryTerms', 'The delivery terms'],
  ['notes', 'The notes'],
] as const;

export function pdfProblems(document: QuotationDocument): PdfProblem[] {
  const texts: { field: string | null; where: string; text: string | null; customers?: true }[] = [
    ...document.lines.flatMap((line, index) => [
      { field: `line-${index}-description`, where: `Line ${index + 1}'s description`, text: line.description },
      { field: `line-${index}-unit`, where: `Line ${index + 1}'s unit`, text: line.unit },
    ]),
    ...termFields.map(([field, where]) => ({ field, where, text: document.terms[field] })),
    { field: null, where: "The customer's name on the lead", text: document.customer.name, customers: true },
    { field: null, where: "The customer's company on the lead", text: document.customer.company, customers: true },
    { field: null, where: "The customer's email on the lead", text: document.customer.email, customers: true },
    { field: null, where: 'Your name (Your account)', text: document.preparedBy },
    { field: null, where: 'The business name (Site facts)', text: document.business.name },
    { field: null, where: 'The business address (Site facts)', text: document.business.address },
    { field: null, where: 'The payment details (Site facts > Quotations)', text: document.business.paymentDetails },
  ];
  return texts.flatMap(({ field, where, text, customers = false }) => {
    const { undrawable } = pdfSpelling(text ?? '');
    if (undrawable.length === 0) return [];
    const characters = undrawable.map(characterName).join(', ');
    return [
      {
        field,
        customers,
        message: customers
          ? `${where} has ${characters}, which the quotation PDF cannot draw: the quotation goes with its link only, and the customer's page shows it as typed.`
          : `${where} has ${characters}, which the quotation PDF cannot draw: write ${undrawable.length === 1 ? 'it' : 'them'} another way (fractions such as 3/8 and signs such as <= are written for you).`,
      },
    ];
  });
}

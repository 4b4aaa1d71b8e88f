// A lead with a quotation sent, as the builder stores it, written straight into the local D1: the
// e2e files that begin where the customer opens their link (payments, jobs) start from here.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { manilaDay } from '../../src/shared/business-time';
import { quotationTotals } from '../../src/shared/quotation-money';
import { leadReference } from '../../src/shared/quote-request';
import { queryD1 } from './local-state';

interface SentQuotation {
  customer: { name: string; company: string | null; email: string; phone: string };
  /** The request the lead began with. */
  service: string;
  projectDetails: string;
  /** A campaign's lead (source, utm_campaign), for the money by source. */
  campaign?: { source: string; medium: string; name: string };
  lines: { kind: 'goods' | 'service'; quantityMilli: number; unitPriceCentavos: number; description: string; unit: string }[];
  depositPercent: number;
  terms: { paymentTerms: string; leadTime: string; deliveryTerms: string };
  paymentDetails: string;
}

const sql = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The lead, its quotation and revision 0 sent, VAT-exclusive, valid until 2099; the customer's link path. */
export async function sentQuotation(quote: SentQuotation): Promise<{ leadId: number; reference: string; path: string }> {
  const now = new Date().toISOString();
  const { customer, campaign } = quote;
  const touch = campaign && JSON.stringify({ utm_source: campaign.source, utm_medium: campaign.medium, utm_campaign: campaign.name });
  const [lead] = await queryD1<{ id: number }>(
    `INSERT INTO leads (idempotency_key, created_at, full_name, company, email, phone, service, project_details, grade, finish,
       preferred_contact, status, source, campaign, first_touch, latest_touch)
     VALUES ('${randomUUID()}', '${now}', ${sql(customer.name)}, ${customer.company === null ? 'NULL' : sql(customer.company)}, ${sql(customer.email)}, ${sql(customer.phone)},
       ${sql(quote.service)}, ${sql(quote.projectDetails)}, '304', '2b', 'email', 'quoted', ${sql(campaign?.source ?? 'direct')},
       ${campaign ? sql(campaign.name) : 'NULL'}, ${touch ? sql(touch) : 'NULL'}, ${touch ? sql(touch) : 'NULL'}) RETURNING id`,
  );
  const leadId = lead!.id;
  const reference = leadReference(leadId, now);
  const priced = quote.lines.map(({ kind, quantityMilli, unitPriceCentavos }) => ({
    kind,
    quantityMilli,
    unitPriceCentavos,
    discountBasisPoints: 0,
  }));
  const totals = quotationTotals(priced, {
    vat: 'vat-exclusive',
    discount: { kind: 'none' },
    withholding: false,
    depositPercent: quote.depositPercent,
  });
  const document = {
    reference,
    issuedOn: manilaDay(new Date()),
    validUntil: '2099-12-31',
    business: {
      name: 'Cavite Stainless',
      address: 'Imus, Cavite',
      phone: '+63 46 123 4567',
      email: 'sales@stainless.example',
      tin: null,
      vat: 'vat-exclusive',
      paymentDetails: quote.paymentDetails,
    },
    customer,
    lines: quote.lines.map((line, index) => ({
      ...priced[index],
      description: line.description,
      unit: line.unit,
      amountCentavos: totals.lineAmounts[index],
    })),
    discount: { kind: 'none' },
    withholding: false,
    totals,
    terms: { validityDays: 15, depositPercent: quote.depositPercent, ...quote.terms, notes: '' },
    preparedBy: 'owner',
  };
  const [quotation] = await queryD1<{ id: number }>(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (${leadId}, '${now}', 'owner', '{}', '${now}', 'owner') RETURNING id`,
  );
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await queryD1(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos)
     VALUES (${quotation!.id}, ${leadId}, 0, '${now}', 'owner', '${hash}', '2099-12-31', ${sql(JSON.stringify(document))}, ${totals.total})`,
  );
  return { leadId, reference, path: `/quotation/${token}` };
}

/**
 * Nothing on the page is wider than the phone; a wide table scrolls inside its own box (.scroll-box),
 * which must fit. Polled: a photo still decoding or a status line still settling may stand wider for
 * a frame on a busy machine, and what must hold is the page the owner is left with.
 */
export async function fitsThePhone(page: Page) {
  const wider = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => !element.parentElement?.closest('.scroll-box'))
        .filter(
          (element) => element.checkVisibility() && element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5,
        )
        .map((element) => element.outerHTML.slice(0, 80)),
    );
  await expect.poll(wider).toEqual([]);
}

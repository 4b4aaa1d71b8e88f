// A customer's quotation page for the bench to measure: a lead with a sent quotation stored in the
// local D1 the running worker reads, as the dashboard's send would store it, and its link.
import { createHash, randomBytes } from 'node:crypto';
import { importTs } from './import-ts.mjs';
import { openLocalD1 } from './local-d1.mjs';

const { quotationTotals } = await importTs('src/shared/quotation-money.ts');
const { defaultSiteFacts, addressText } = await importTs('src/content/business.ts');

const lines = [
  {
    kind: 'goods',
    description: 'Welded and seamless pipe: 2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m\ngrade 304',
    quantityMilli: 12_000,
    unit: 'length',
    unitPriceCentavos: 448_050,
    discountBasisPoints: 0,
  },
  {
    kind: 'goods',
    description: 'Welded and seamless pipe: 1 1/2 in NPS Sch 10S (48.3 x 2.77 mm), 6 m\ngrade 316L',
    quantityMilli: 4_000,
    unit: 'length',
    unitPriceCentavos: 612_000,
    discountBasisPoints: 0,
  },
  {
    kind: 'service',
    description: 'Railings, staircases and architectural works\nMezzanine pipe railing, 24 m run, posts every 1.5 m',
    quantityMilli: 1_000,
    unit: 'lot',
    unitPriceCentavos: 1_850_000,
    discountBasisPoints: 500,
  },
];

/** The quotation page's path (`/quotation/<token>`), its rows written to the worker's local D1 under `persistDir`. */
export function seedQuotationPage(persistDir) {
  const { business, quotations } = defaultSiteFacts;
  const totals = quotationTotals(lines, {
    vat: quotations.vat,
    discount: { kind: 'none' },
    withholding: true,
    depositPercent: quotations.terms.depositPercent,
  });
  const createdAt = new Date().toISOString();
  const today = createdAt.slice(0, 10);
  const db = openLocalD1(persistDir);
  try {
    const { id } = db
      .prepare(
        `INSERT INTO leads (idempotency_key, created_at, full_name, company, email, phone, service, project_details, grade, finish, preferred_contact, status)
         VALUES (?, ?, 'Rodel Aquino', 'Aquino Builders', 'rodel@aquino-builders.example', '+639175550199', 'railings-and-architectural',
           'Pipe railing for a warehouse mezzanine.', '304', '2b', 'email', 'quoted') RETURNING id`,
      )
      .get(`bench-${randomBytes(8).toString('hex')}`, createdAt);
    const reference = `Q-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
    const document = {
      reference,
      issuedOn: today,
      validUntil: new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10),
      business: {
        name: business.name,
        address: addressText(business),
        phone: business.phone,
        email: business.email,
        tin: quotations.tin,
        vat: quotations.vat,
        paymentDetails: quotations.paymentDetails,
      },
      customer: { name: 'Rodel Aquino', company: 'Aquino Builders', email: 'rodel@aquino-builders.example', phone: '+639175550199' },
      lines: lines.map((line, index) => ({ ...line, amountCentavos: totals.lineAmounts[index] })),
      discount: { kind: 'none' },
      withholding: true,
      totals,
      terms: quotations.terms,
      preparedBy: 'owner',
    };
    const { id: quotationId } = db
      .prepare(
        `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'owner', '{}', ?, 'owner') RETURNING id`,
      )
      .get(id, createdAt, createdAt);
    const token = randomBytes(32).toString('base64url');
    db.prepare(
      `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos)
       VALUES (?, ?, 0, ?, 'owner', ?, ?, ?, ?)`,
    ).run(
      quotationId,
      id,
      createdAt,
      createHash('sha256').update(token).digest('hex'),
      document.validUntil,
      JSON.stringify(document),
      totals.total,
    );
    return `/quotation/${token}`;
  } finally {
    db.close();
  }
}

// An accepted quotation for the jobs tests: a lead, a sent version with the lines asked for, and
// the customer's acceptance posted to the worker as their browser would.
import { SELF, env } from 'cloudflare:test';
import { expect } from 'vitest';
import { quotationTotals, type LineKind } from '../../src/shared/quotation-money';
import type { QuotationDocument } from '../../src/shared/quotation';
import { leadReference } from '../../src/shared/quote-request';
import { newToken } from '../../src/worker/quotation-records/token';
import { insertLead } from './lead-rows';
import { origin } from './quote-helpers';

export const sameSite = { Origin: origin };

/** A fresh client address per request: the quotation pages' rate limit counts per client. */
const clientIp = () => `10.39.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export const customerFetch = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`${origin}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { 'cf-connecting-ip': clientIp(), ...(init.headers as Record<string, string>) },
  });

/** A sent, open quotation of the given line kinds (a 1,000 L tank by default: fabrication). */
export async function sentQuotation(leadId: number, kinds: LineKind[] = ['goods', 'service']) {
  const createdAt = '2026-11-20T01:00:00.000Z';
  await insertLead({ id: leadId, createdAt, fullName: 'Ana Reyes', status: 'quoted' });
  const reference = leadReference(leadId, createdAt);
  const priced = kinds.map((kind, index) => ({
    kind,
    quantityMilli: 2000 + index * 500,
    unitPriceCentavos: 1_000_000,
    discountBasisPoints: 0,
  }));
  const totals = quotationTotals(priced, { vat: 'vat-exclusive', discount: { kind: 'none' }, withholding: false, depositPercent: 50 });
  const document = {
    reference,
    issuedOn: '2026-11-27',
    validUntil: '2099-12-31',
    business: {
      name: 'Cavite Stainless',
      address: 'Imus, Cavite',
      phone: '+63 46 123 4567',
      email: 'sales@stainless.example',
      tin: null,
      vat: 'vat-exclusive',
      paymentDetails: 'BPI 1234-5678-90',
    },
    customer: { name: 'Ana Reyes', company: null, email: 'maria@santosfood.example', phone: '+639171234567' },
    lines: priced.map((line, index) => ({
      ...line,
      description: line.kind === 'goods' ? `Sheet 304 2B 1.5 mm, line ${index + 1}` : `Welding and polishing, line ${index + 1}`,
      unit: line.kind === 'goods' ? 'sheet' : 'lot',
      amountCentavos: totals.lineAmounts[index]!,
    })),
    discount: { kind: 'none' },
    withholding: false,
    totals,
    terms: { validityDays: 15, depositPercent: 50, paymentTerms: '50% down.', leadTime: '3 weeks', deliveryTerms: 'Cavite', notes: '' },
    preparedBy: 'Rosa Cruz',
  } as QuotationDocument;
  const quotation = await env.DB.prepare(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'owner', '{}', ?, 'owner') RETURNING id`,
  )
    .bind(leadId, createdAt, createdAt)
    .first<{ id: number }>();
  const { token, hash } = await newToken();
  const version = await env.DB.prepare(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos)
     VALUES (?, ?, 0, ?, 'owner', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(quotation!.id, leadId, createdAt, hash, document.validUntil, JSON.stringify(document), totals.total)
    .first<{ id: number }>();
  return { token, versionId: version!.id, reference, document };
}

export function acceptance() {
  const body = new FormData();
  for (const [name, value] of Object.entries({ name: 'Ana Reyes', position: 'Owner', acceptTerms: 'yes' })) body.set(name, value);
  return body;
}

/** A sent quotation, accepted through the page: its job's id. */
export async function acceptedJob(leadId: number, kinds?: LineKind[]) {
  const sent = await sentQuotation(leadId, kinds);
  const accepted = await customerFetch(`/quotation/${sent.token}/accept`, { method: 'POST', headers: sameSite, body: acceptance() });
  expect(accepted.status).toBe(303);
  const jobId = await env.DB.prepare('SELECT id FROM jobs WHERE version_id = ?').bind(sent.versionId).first<number>('id');
  return { ...sent, jobId: jobId! };
}

/** A shop drawing the customer approved, stored as the approval leaves it: the job may move past "Shop drawing approval" without a confirm. */
export async function drawingApproved(jobId: number) {
  const at = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO job_drawings (job_id, lead_id, revision, r2_key, file_name, content_type, size, uploaded_at, uploaded_by, answer, answer_id, answered_at, answered_by_name)
     SELECT id, lead_id, 1, ?, 'ga.pdf', 'application/pdf', 100, ?, 'owner', 'approved', ?, ?, 'Ana Reyes' FROM jobs WHERE id = ?`,
  )
    .bind(`jobs/drawings/${crypto.randomUUID()}`, at, crypto.randomUUID(), at, jobId)
    .run();
}

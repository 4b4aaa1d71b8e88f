// A job stored directly (a lead, its sent and accepted quotation version, the job and its lines),
// for tests of what happens to a job after acceptance: deliveries, certificates, the order page.
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { addDays, manilaDay } from '../../src/shared/business-time';
import { quotationTotals } from '../../src/shared/quotation-money';
import type { QuotationDocument } from '../../src/shared/quotation';
import { leadReference } from '../../src/shared/quote-request';
import { newToken } from '../../src/worker/quotation-records/token';
import { postForm, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';

export interface JobLineInput {
  description: string;
  unit: string;
  quantityMilli: number;
}

let nextLeadId = 880_000;

/**
 * A lead (or the one given) with an accepted version and its job at `stage`; the version's token
 * opens the order page.
 */
export async function insertJob(
  lines: JobLineInput[],
  { stage = 'ready', kind = 'supply', lead }: { stage?: string; kind?: 'supply' | 'fabrication'; lead?: number } = {},
) {
  const leadId = lead ?? ++nextLeadId + Math.floor(Math.random() * 1000) * 100;
  const createdAt = '2026-11-20T01:00:00.000Z';
  if (lead === undefined) await insertLead({ id: leadId, createdAt, fullName: 'Ana Reyes', status: 'won' });
  const reference = leadReference(leadId, createdAt);
  const document = {
    reference,
    issuedOn: '2026-11-20',
    validUntil: '2099-12-31',
    business: {
      name: 'Cavite Stainless',
      address: 'Imus, Cavite',
      phone: '+63 46 123 4567',
      email: 'sales@stainless.example',
      tin: null,
      vat: 'vat-exclusive',
      paymentDetails: '',
    },
    customer: { name: 'Ana Reyes', company: null, email: 'maria@santosfood.example', phone: '+639171234567' },
    lines: lines.map((line) => ({ kind: 'goods', ...line, unitPriceCentavos: 100_000, discountBasisPoints: 0, amountCentavos: 100_000 })),
    discount: { kind: 'none' },
    withholding: false,
    totals: quotationTotals(
      lines.map(() => ({ kind: 'goods' as const, quantityMilli: 1000, unitPriceCentavos: 100_000, discountBasisPoints: 0 })),
      { vat: 'vat-exclusive', discount: { kind: 'none' }, withholding: false, depositPercent: 0 },
    ),
    terms: {
      validityDays: 15,
      depositPercent: 0,
      paymentTerms: 'Cash on delivery.',
      leadTime: '1 week',
      deliveryTerms: 'Cavite',
      notes: '',
    },
    preparedBy: 'Rosa Cruz',
  } as unknown as QuotationDocument;
  const quotation = await env.DB.prepare(
    `INSERT INTO quotations (lead_id, created_at, created_by, draft, draft_updated_at, draft_updated_by) VALUES (?, ?, 'owner', '{}', ?, 'owner') RETURNING id`,
  )
    .bind(leadId, createdAt, createdAt)
    .first<{ id: number }>();
  const { token, hash } = await newToken();
  const version = await env.DB.prepare(
    `INSERT INTO quotation_versions (quotation_id, lead_id, revision, sent_at, sent_by, token_hash, valid_until, document, total_centavos, response, responded_at, accepted_by_name, accepted_by_position)
     VALUES (?, ?, 0, ?, 'owner', ?, '2099-12-31', ?, 100000, 'accepted', ?, 'Ana Reyes', 'Owner') RETURNING id`,
  )
    .bind(quotation!.id, leadId, createdAt, hash, JSON.stringify(document), createdAt)
    .first<{ id: number }>();
  const job = await env.DB.prepare(
    'INSERT INTO jobs (lead_id, version_id, created_at, kind, stage, stage_changed_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(leadId, version!.id, createdAt, kind, stage, createdAt)
    .first<{ id: number }>();
  const lineIds: number[] = [];
  for (const [index, line] of lines.entries()) {
    const row = await env.DB.prepare(
      'INSERT INTO job_lines (job_id, position, description, unit, quantity_milli) VALUES (?, ?, ?, ?, ?) RETURNING id',
    )
      .bind(job!.id, index + 1, line.description, line.unit, line.quantityMilli)
      .first<{ id: number }>();
    lineIds.push(row!.id);
  }
  return {
    leadId,
    reference,
    token,
    versionId: version!.id,
    jobId: job!.id,
    lineIds,
    jobReference: `J-2026-${String(job!.id).padStart(6, '0')}`,
  };
}

/** The owner schedules a trip for tomorrow of `quantity` of the job's first line: the trip's id. */
export async function scheduleTrip(owner: OperatorSession, job: { jobId: number; lineIds: number[] }, quantity: string): Promise<number> {
  const scheduled = await postForm(owner, `/admin/jobs/${job.jobId}/deliveries`, {
    scheduledOn: addDays(manilaDay(new Date()), 1),
    windowFrom: '08:00',
    windowUntil: '12:00',
    address: 'Lot 4, Anabu II-D, Imus, Cavite',
    driverName: 'Jun Dela Cruz',
    plateNumber: 'NBC 1234',
    [`quantity-${job.lineIds[0]}`]: quantity,
  });
  expect(scheduled.status).toBe(303);
  const tripId = await env.DB.prepare('SELECT id FROM job_deliveries WHERE job_id = ? ORDER BY id DESC')
    .bind(job.jobId)
    .first<number>('id');
  return tripId!;
}

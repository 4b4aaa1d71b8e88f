// Files in the private bucket that no row names (a row write that failed after the put, a delete
// that failed after the row went) are deleted by the day's first sweep once past the grace period;
// named files (a proof of payment whatever its payment's status), raw mail kept after a failed
// forward, and anything outside the lead prefixes stay.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addDays, manilaDay, manilaDayStart } from '../../src/shared/business-time';
import { createLogger } from '../../src/shared/logger';
import { sweep } from '../../src/worker/scheduled/sweep';
import { insertJob } from './job-rows';
import { insertLead } from './lead-rows';
import { samplePdf, workerEnv } from './quote-helpers';

const quietLogger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } });
const minute = 60_000;

const exists = async (key: string) => (await env.UPLOADS.head(key)) !== null;

describe("the day's first sweep", () => {
  it('deletes files under the lead prefixes that no row names, after a day, and keeps the rest', async () => {
    const put = (key: string) => env.UPLOADS.put(key, samplePdf());
    const named = `drawings/${crypto.randomUUID()}`;
    // A lead's drawing: the row names it for as long as the lead is kept.
    await insertLead({ id: 782001, createdAt: new Date().toISOString() });
    await env.DB.prepare(
      `INSERT INTO uploads (id, r2_key, draft_id, original_name, content_type, size, created_at, lead_id)
       VALUES (?, ?, ?, 'plan.pdf', 'application/pdf', 77, ?, 782001)`,
    )
      .bind(crypto.randomUUID(), named, crypto.randomUUID(), new Date().toISOString())
      .run();
    const orphans = [
      `drawings/${crypto.randomUUID()}`,
      `inbound/${crypto.randomUUID()}`,
      `replies/${crypto.randomUUID()}`,
      `quotation-po/${crypto.randomUUID()}`,
      `quotations/${crypto.randomUUID()}.pdf`,
      `payment-proofs/${crypto.randomUUID()}`,
    ];
    // Proofs of transfer their payments name, waiting for the owner and rejected: kept whatever the payment's status.
    const proofs = [`payment-proofs/${crypto.randomUUID()}`, `payment-proofs/${crypto.randomUUID()}`];
    const { leadId, versionId } = await insertJob([{ description: 'Sheet 304 2B 1.5 mm', unit: 'sheet', quantityMilli: 1000 }]);
    for (const [index, key] of proofs.entries()) {
      await env.DB.prepare(
        `INSERT INTO quotation_payments (version_id, lead_id, channel, status, amount_centavos, created_at, created_by, reference, proof_r2_key, proof_file_name, proof_content_type, proof_size)
         VALUES (?, ?, 'proof', ?, 100000, ?, 'Customer', 'BPI-7788', ?, 'transfer.png', 'image/png', 16)`,
      )
        .bind(versionId, leadId, index === 0 ? 'proof' : 'rejected', new Date().toISOString(), key)
        .run();
    }
    const kept = [
      named,
      ...proofs,
      `inbound/unforwarded/${new Date().toISOString()}-${crypto.randomUUID()}.eml`,
      `elsewhere/${crypto.randomUUID()}`,
    ];
    for (const key of [...orphans, ...kept]) await put(key);

    // The next Manila midnight: the files are under a day old, so an upload or mail may still be naming them.
    const nextMidnight = manilaDayStart(addDays(manilaDay(new Date()), 1));
    await sweep(workerEnv, new Date(nextMidnight.getTime() + 5 * minute), quietLogger);
    for (const key of [...orphans, ...kept]) expect(await exists(key), key).toBe(true);

    // Two days on, but not the day's first sweep: the daily pass is not run.
    const later = manilaDayStart(addDays(manilaDay(new Date()), 2));
    await sweep(workerEnv, new Date(later.getTime() + 30 * minute), quietLogger);
    for (const key of orphans) expect(await exists(key), key).toBe(true);

    await sweep(workerEnv, new Date(later.getTime() + 5 * minute), quietLogger);
    for (const key of orphans) expect(await exists(key), key).toBe(false);
    for (const key of kept) expect(await exists(key), key).toBe(true);
  });
});

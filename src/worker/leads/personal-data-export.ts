// One person's data, for their right of access and portability (RA 10173): every lead sent with
// their email address or phone number, as JSON: the request itself, dashboard links to the files
// (which need a sign-in), and every row of every per-lead table erasure deletes, read from the same
// list. The readable page for the person (PersonalDataPage) is made from the same data.
import { leadReference } from '../../shared/quote-request';
import type { WorkerEnv } from '../app-env';
import { notesForLead } from '../lead-records/inbox';
import { perLeadTables } from '../lead-records/erasure';
import { leadsByEmail, leadsByPhone } from '../lead-records/leads';
import { leadFieldValues } from '../lead-records/fields';
import { parseTouch } from './source';
import { attachmentUrl } from './view';
import { uploadsForLead } from '../storage/uploads';

/** Where a file sits in storage (the export's links name the files instead), and a quotation link's secret's hash. */
const storageColumns = new Set(['r2_key', 'pdf_r2_key', 'po_r2_key', 'proof_r2_key', 'photo_r2_key', 'markup_r2_key', 'token_hash']);

async function recordsOfLead(db: D1Database, leadId: number) {
  const tables = await db.batch(
    perLeadTables.map(({ table, rowsOfLead }) => db.prepare(`SELECT * FROM ${table} WHERE ${rowsOfLead}`).bind(leadId)),
  );
  return Object.fromEntries(
    perLeadTables.map(({ title }, index) => [
      title,
      (tables[index]!.results as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !storageColumns.has(column))),
      ),
    ]),
  );
}

/** Whose data: an email address, or a phone number as stored (E.164). */
export type DataSubject = { email: string } | { phone: string };

export async function personalDataExport(env: WorkerEnv, person: DataSubject, origin: string, now: Date) {
  const leads = 'email' in person ? await leadsByEmail(env.DB, person.email) : await leadsByPhone(env.DB, person.phone);
  return {
    ...person,
    exportedAt: now.toISOString(),
    leads: await Promise.all(
      leads.map(async (lead) => {
        const [uploads, notes, records] = await Promise.all([
          uploadsForLead(env.DB, lead.id),
          notesForLead(env.DB, lead.id),
          recordsOfLead(env.DB, lead.id),
        ]);
        return {
          reference: leadReference(lead.id, lead.created_at),
          receivedAt: lead.created_at,
          status: lead.status,
          fields: Object.fromEntries(leadFieldValues(lead).map(({ label, value }) => [label, value])),
          country: lead.country,
          source: { first: parseTouch(lead.first_touch), latest: parseTouch(lead.latest_touch) },
          inSpam: lead.spam_reason !== null,
          partOfContract: lead.contract_hold === 1,
          files: uploads.map((upload) => ({
            name: upload.original_name,
            contentType: upload.content_type,
            size: upload.size,
            url: `${origin}${attachmentUrl(lead.id, upload.id)}`,
          })),
          notes: notes.map((note) => ({ at: note.created_at, author: note.author, text: note.body })),
          records,
        };
      }),
    ),
  };
}

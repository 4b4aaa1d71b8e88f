// Leads stored directly with a chosen id and time, for tests where the reference or the age
// of a lead is the point (a reply naming Q-2026-700123, a lead received on a Friday at 17:00).
import { env } from 'cloudflare:test';
import { leadReference } from '../../src/shared/quote-request';

export interface LeadRowInput {
  id: number;
  createdAt: string;
  fullName?: string;
  service?: string;
  status?: 'new' | 'contacted' | 'quoted' | 'won' | 'lost';
}

export async function insertLead({
  id,
  createdAt,
  fullName = 'Maria Santos',
  service = 'tanks-and-vessels',
  status = 'new',
}: LeadRowInput) {
  await env.DB.prepare(
    `INSERT INTO leads (id, idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish, preferred_contact, status)
     VALUES (?, ?, ?, ?, 'maria@santosfood.example', '+639171234567', ?, 'Two 1,000 L jacketed mixing tanks.', '316', '2b', 'whatsapp', ?)`,
  )
    .bind(id, crypto.randomUUID(), createdAt, fullName, service, status)
    .run();
  return { id, reference: leadReference(id, createdAt) };
}

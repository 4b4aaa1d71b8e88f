// A customer's reply, as Email Routing would hand it to the worker: wrangler dev takes raw mail at
// POST /cdn-cgi/handler/email and runs the worker's email() handler against its local D1 and R2.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { queryD1 } from './local-state';

describe('a reply sent to the local email endpoint', () => {
  it('is stored on the lead its reply address names', async () => {
    await queryD1(
      `INSERT INTO leads (id, idempotency_key, created_at, full_name, email, phone, service, project_details, grade, finish, preferred_contact)
       VALUES (700123, 'e2e-inbound-700123', '2026-11-19T06:00:00.000Z', 'Maria Santos', 'maria@santosfood.example', '+639171234567',
               'tanks-and-vessels', 'Two 1,000 L jacketed mixing tanks.', '316', '2b', 'whatsapp')`,
    );
    const raw = await readFile(new URL('../fixtures/mail/plain.eml', import.meta.url));
    const to = 'quotes+Q-2026-700123@cavitestainless.example';
    const response = await fetch(`${baseUrl}/cdn-cgi/handler/email?${new URLSearchParams({ from: 'maria@santosfood.example', to })}`, {
      method: 'POST',
      body: raw,
    });
    expect(response.ok, await response.clone().text()).toBe(true);

    const rows = await queryD1<{ kind: string; from_address: string; subject: string; text: string }>(
      'SELECT kind, from_address, subject, text FROM inbound_messages WHERE lead_id = 700123',
    );
    expect(rows).toEqual([{ kind: 'reply', from_address: 'maria@santosfood.example', subject: 'Re: Your quotation', text: expect.stringContaining('Salamat po,') }]);
  });
});

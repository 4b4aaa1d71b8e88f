// A customer's reply, as Email Routing would hand it to the worker: wrangler dev takes raw mail at
// POST /cdn-cgi/handler/email and runs the worker's email() handler against its local D1 and R2.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot, signIn, viewports } from './browser';
import { queryD1 } from './local-state';

describe('a reply sent to the local email endpoint', () => {
  it('is stored on the lead its reply address names', async () => {
    const draftId = crypto.randomUUID();
    const quote = await fetch(`${baseUrl}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': draftId, Origin: baseUrl, 'cf-connecting-ip': '2001:db8::13:1' },
      body: JSON.stringify({
        fullName: 'Maria Santos',
        email: 'maria@santosfood.example',
        phone: '0917 123 4567',
        service: 'tanks-and-vessels',
        projectDetails: 'Two 1,000 L jacketed mixing tanks for sauce production, with bottom outlet valves.',
        grade: '316',
        finish: '2b',
        preferredContact: 'email',
        attachments: [],
        privacyConsent: true,
        // Cloudflare's documented dummy token: under `npm start` the test secret passes it.
        turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
      }),
    });
    expect(quote.status, await quote.clone().text()).toBe(201);
    const { lead } = (await quote.json()) as { lead: { reference: string } };

    const raw = (await readFile(new URL('../fixtures/mail/plain.eml', import.meta.url), 'utf8')).replaceAll(
      'Q-2026-700123',
      lead.reference,
    );
    const to = `quotes+${lead.reference}@cavitestainless.example`;
    const response = await fetch(`${baseUrl}/cdn-cgi/handler/email?${new URLSearchParams({ from: 'maria@santosfood.example', to })}`, {
      method: 'POST',
      body: raw,
    });
    expect(response.ok, await response.clone().text()).toBe(true);

    const rows = await queryD1<{ kind: string; from_address: string; subject: string; text: string }>(
      `SELECT m.kind, m.from_address, m.subject, m.text FROM inbound_messages m JOIN leads l ON l.id = m.lead_id
       WHERE l.idempotency_key = '${draftId}'`,
    );
    expect(rows).toEqual([
      {
        kind: 'reply',
        from_address: 'maria@santosfood.example',
        subject: 'Re: Your quotation',
        text: expect.stringContaining('Salamat po,'),
      },
    ]);

    // The owner, on a phone, sees it first: the Leads tab counts it and the lead opens on it.
    const browser = await launchBrowser();
    const { page } = await newVisitor(browser, viewports.phone);
    const leadId = Number(lead.reference.slice(-6));
    await signIn(page, `/admin/leads/${leadId}`);
    expect(await page.locator('.admin-menu summary .nav-count').textContent()).toMatch(/^: \d+ waiting for a reply$/);
    const waiting = page.getByRole('region', { name: 'The customer wrote: waiting for your reply' });
    expect(await waiting.textContent()).toContain('Can you make the tank 1,200 mm high instead');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'lead-waiting-reply-390');
    await browser.close();
  });
});

// A quotation as the owner sends it and the customer answers it, through the worker's own routes.
import { SELF, env } from 'cloudflare:test';
import { asOperator, type OperatorSession } from './admin-helpers';
import { insertLead } from './lead-rows';
import { origin } from './quote-helpers';

export async function leadWithLines(id: number) {
  const lead = await insertLead({ id, createdAt: '2026-11-20T01:00:00.000Z', fullName: 'Ana Reyes', status: 'contacted' });
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO quote_lines (lead_id, position, family, item, grade, finish, quantity, unit, note)
       VALUES (?, 0, 'pipes', '2 in NPS Sch 10S (60.3 x 2.77 mm), 6 m', '304', NULL, 12, 'length', 'Cut to 3 m')`,
    ).bind(id),
    env.DB.prepare(
      `INSERT INTO quote_lines (lead_id, position, family, item, grade, finish, quantity, unit, note)
       VALUES (?, 1, 'pipes', '1 1/2 in NPS Sch 10S (48.3 x 2.77 mm), 6 m', '316L', NULL, 4, 'length', NULL)`,
    ).bind(id),
  ]);
  return lead;
}

/** The builder's fields as the page holds them (a revision's, once a version went), with prices typed in. */
export async function pricedForm(session: OperatorSession, leadId: number, prices: string[]) {
  const page = await (await asOperator(session, `/admin/leads/${leadId}/quotation?revise=1`)).text();
  const fields: Record<string, string> = {};
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const [tag] of page.matchAll(/<input [^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name || /type="(radio|checkbox)"/.test(tag)) continue;
    fields[name] = unescape(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const [, name, text] of page.matchAll(/<textarea [^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) fields[name!] = unescape(text!);
  prices.forEach((price, index) => (fields[`line-${index}-price`] = price));
  fields['line-2-kind'] = 'service';
  fields.discountKind = 'none';
  return fields;
}

export const phoneBrowser =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export const customer = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`${origin}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { 'cf-connecting-ip': '203.0.113.40', ...(init.headers as Record<string, string>) },
  });

/** The customer's acceptance as the page posts it; `po` attaches a file. */
export function acceptance(fields: Record<string, string> = {}, po?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ name: 'Ana Reyes', position: 'Owner', acceptTerms: 'yes', ...fields }))
    body.set(name, value);
  if (po) body.set('po', po);
  return body;
}

export async function sentToken(leadId: number): Promise<string> {
  const message = await env.DB.prepare('SELECT text FROM lead_messages WHERE lead_id = ? ORDER BY id DESC')
    .bind(leadId)
    .first<{ text: string }>();
  return /\/quotation\/([A-Za-z0-9_-]{43})/.exec(message!.text)![1]!;
}

// Add lead: an enquiry that came by a walk-in, a call or a chat, typed in by the owner as a plain
// POST, stored like a form's lead (status new, its lines and files) under its channel as source.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { manilaDay } from '../../src/shared/business-time';
import { leadReference } from '../../src/shared/quote-request';
import { asOperator, operator, postForm } from './admin-helpers';
import { countRows, origin, samplePdf, sampleExe } from './quote-helpers';
import type { LeadRow, QuoteLineRow } from '../../src/worker/lead-records/leads';

const pipe = 'NPS 2 Sch 10S pipe (60.3 x 2.77 mm), 6 m';

/** The form as the owner fills it in: a walk-in with one pipe line; `fields` change or add fields, `files` go with it. */
function addLeadForm(fields: Record<string, string> = {}, files: File[] = []) {
  const form = new FormData();
  const values: Record<string, string> = {
    formId: crypto.randomUUID(),
    channel: 'walk-in',
    fullName: 'Ramon Dela Cruz',
    company: 'Dela Cruz Kitchens',
    phone: '0918 222 3344',
    email: '',
    preferredContact: 'phone',
    service: 'material-supply',
    grade: '304',
    finish: 'not-sure',
    projectDetails: '',
    'lines.0.family': 'pipes',
    'lines.0.item': pipe,
    'lines.0.grade': '304',
    'lines.0.finish': 'pickled',
    'lines.0.quantity': '12',
    'lines.0.unit': 'length',
    'lines.0.note': 'cut to 3 m',
    // An untouched spare row, as the form always shows one.
    'lines.1.family': '',
    'lines.1.item': '',
    'lines.1.grade': '304',
    'lines.1.quantity': '',
    'lines.1.unit': 'length',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const file of files) form.append('files', file);
  return { form, formId: values.formId! };
}

async function postLead(form: FormData) {
  return asOperator(await operator(), '/admin/leads/new', { method: 'POST', headers: { Origin: origin }, body: form });
}

const leadByForm = (formId: string) => env.DB.prepare('SELECT * FROM leads WHERE idempotency_key = ?').bind(formId).first<LeadRow>();

describe('Add lead', () => {
  it('stores a walk-in with its line and file under its source, with no email unless ticked', async () => {
    const { form, formId } = addLeadForm({}, [new File([samplePdf()], 'kitchen-plan.pdf', { type: 'application/pdf' })]);
    const response = await postLead(form);
    expect(response.status, await response.clone().text()).toBe(303);
    const lead = (await leadByForm(formId))!;
    expect(response.headers.get('Location')).toBe(`/admin/leads/${lead.id}?done=added`);
    expect(lead).toMatchObject({
      source: 'walk-in',
      status: 'new',
      added_by: 'owner@stainless.example',
      full_name: 'Ramon Dela Cruz',
      phone: '+639182223344',
      email: '',
      first_touch: null,
    });
    const lines = await env.DB.prepare('SELECT * FROM quote_lines WHERE lead_id = ?').bind(lead.id).all<QuoteLineRow>();
    expect(lines.results).toMatchObject([
      { family: 'pipes', item: pipe, grade: '304', finish: 'pickled', quantity: 12, unit: 'length', note: 'cut to 3 m' },
    ]);
    const files = await env.DB.prepare('SELECT original_name FROM uploads WHERE lead_id = ?').bind(lead.id).all();
    expect(files.results).toEqual([{ original_name: 'kitchen-plan.pdf' }]);
    const deliveries = await env.DB.prepare('SELECT COUNT(*) AS n FROM email_deliveries WHERE lead_id = ?')
      .bind(lead.id)
      .first<{ n: number }>();
    expect(deliveries!.n).toBe(0);

    const session = await operator();
    const page = await (await asOperator(session, `/admin/leads/${lead.id}?done=added`)).text();
    expect(page).toContain('Added by owner@stainless.example (walk-in)');
    expect(page).toContain('No email address on this lead');

    const bySource = await (await asOperator(session, '/admin/leads?source=walk-in')).text();
    expect(bySource).toContain(`/admin/leads/${lead.id}"`);
    const today = manilaDay(new Date());
    const overview = await (await asOperator(session, `/admin?from=${today}&to=${today}`)).text();
    const sources = overview.slice(overview.indexOf('id="leads-by-source"'));
    expect(sources).toContain('href="/admin/leads?source=walk-in">walk-in</a>');
  });

  it('emails the receipt only when the owner ticks it, and adds one lead for a form sent twice', async () => {
    const { form, formId } = addLeadForm({ channel: 'messenger', email: 'ramon@delacruz.example', sendReceipt: 'on' });
    const again = new FormData();
    for (const [name, value] of form) again.append(name, value);
    expect((await postLead(form)).status).toBe(303);
    expect((await postLead(again)).status).toBe(303);
    const lead = (await leadByForm(formId))!;
    expect(lead.source).toBe('messenger');
    const kinds = await env.DB.prepare('SELECT kind FROM email_deliveries WHERE lead_id = ?').bind(lead.id).all();
    expect(kinds.results).toEqual([{ kind: 'visitor' }]);
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?').bind(formId).first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it('keeps a different enquiry posted from an old form (Back, edit, Add lead): nothing added, the typed form shown again under a new id', async () => {
    const { form, formId } = addLeadForm();
    expect((await postLead(form)).status).toBe(303);
    const first = (await leadByForm(formId))!;
    const before = await countRows('leads');
    const { form: edited } = addLeadForm({ formId, fullName: 'Liza Manalo', phone: '0917 555 0101' });
    const response = await postLead(edited);
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain(`This form already added ${leadReference(first.id, first.created_at)}`);
    expect(page).toContain('value="Liza Manalo"');
    const newId = /name="formId" value="([^"]+)"/.exec(page)![1];
    expect(newId).not.toBe(formId);
    expect(await countRows('leads')).toBe(before);
    expect((await leadByForm(formId))!.full_name).toBe('Ramon Dela Cruz');
  });

  it('keeps a quotation for a lead without an email address as a draft, unsent', async () => {
    const { form, formId } = addLeadForm();
    expect((await postLead(form)).status).toBe(303);
    const lead = (await leadByForm(formId))!;
    const session = await operator();
    const builder = await (await asOperator(session, `/admin/leads/${lead.id}/quotation`)).text();
    const fields: Record<string, string> = { action: 'send', discountKind: 'none', 'line-0-price': '4480.50' };
    for (const [tag] of builder.matchAll(/<input [^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      if (name && !(name in fields) && !/type="(radio|checkbox)"/.test(tag)) fields[name] = /value="([^"]*)"/.exec(tag)?.[1] ?? '';
    }
    for (const [, name, text] of builder.matchAll(/<textarea [^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) fields[name!] = text!;
    const response = await postForm(session, `/admin/leads/${lead.id}/quotation`, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('this lead has no email address');
    const sent = await env.DB.prepare('SELECT COUNT(*) AS n FROM lead_messages WHERE lead_id = ?').bind(lead.id).first<{ n: number }>();
    expect(sent!.n).toBe(0);
  });

  it.each([
    ['no name', { fullName: '' }, 'fullName', 'Please enter your full name.'],
    ['no way to reach them', { phone: '', email: '' }, 'phone', 'Add a phone number or an email address'],
    ['a receipt without an email address', { sendReceipt: 'on' }, 'sendReceipt', 'A receipt goes by email'],
    ['no channel', { channel: 'carrier-pigeon' }, 'channel', 'Choose how the enquiry came in.'],
    ['a size the catalogue does not list', { 'lines.0.item': 'NPS 40 pipe' }, 'lines-0', 'Line 1: “NPS 40 pipe” is not a size'],
    ['a grade the size does not come in', { 'lines.0.grade': '430' }, 'lines-0', 'Line 1: Schedule 10S pipe comes in 304, 304L, 316, 316L'],
    ['a line without a quantity', { 'lines.0.quantity': '' }, 'lines-0', 'Line 1: Enter a quantity above 0'],
  ])('refuses %s, showing the form again with the message and what was typed', async (_, fields, field, message) => {
    const before = await countRows('leads');
    const { form } = addLeadForm(fields);
    const response = await postLead(form);
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toMatch(new RegExp(`id="${field.replace('.', '\\.')}-error"[^>]*>${message.replace(/[().]/g, '\\$&')}`));
    expect(page).toContain('value="Dela Cruz Kitchens"');
    expect(page).toContain(`value="${pipe}"`);
    expect(await countRows('leads')).toBe(before);
  });

  it('refuses a file that is not what its name says, keeping nothing', async () => {
    const [leads, uploads] = [await countRows('leads'), await countRows('uploads')];
    const { form } = addLeadForm({}, [new File([sampleExe()], 'drawing.pdf', { type: 'application/pdf' })]);
    const response = await postLead(form);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('drawing.pdf does not look like a real .pdf file');
    expect([await countRows('leads'), await countRows('uploads')]).toEqual([leads, uploads]);
  });

  it('takes a walk-in in a few words, and asks for a word when there is neither a word nor a line', async () => {
    const noLine = { 'lines.0.family': '', 'lines.0.item': '', 'lines.0.quantity': '', 'lines.0.note': '' };
    const { form, formId } = addLeadForm({ ...noLine, projectDetails: 'two tables' });
    const response = await postLead(form);
    expect(response.status, await response.clone().text()).toBe(303);
    expect((await leadByForm(formId))?.project_details).toBe('two tables');

    const before = await countRows('leads');
    const empty = await postLead(addLeadForm({ ...noLine, projectDetails: '  ' }).form);
    expect(empty.status).toBe(422);
    const page = await empty.text();
    expect(page).toContain('Say what they asked for (a few words are enough)');
    expect(page).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*name="projectDetails"|<textarea[^>]*name="projectDetails"[^>]*aria-invalid="true"/,
    );
    expect(await countRows('leads')).toBe(before);
  });

  it('is linked from the leads list, its form a plain POST kept as a draft by the one dashboard script', async () => {
    const session = await operator();
    expect(await (await asOperator(session, '/admin/leads')).text()).toContain('href="/admin/leads/new"');
    const page = await (await asOperator(session, '/admin/leads/new')).text();
    const form = /<form [^>]*action="\/admin\/leads\/new"[^>]*>/.exec(page)![0];
    expect(form).toContain('method="post"');
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(form).toContain('data-keep-draft');
    expect([...page.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script src="/admin-unsaved.js" defer="">']);
  });
});

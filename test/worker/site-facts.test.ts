// The owner's site facts: drafts, preview, publish to KV, revert, validation, audit.
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatManilaTime } from '../../src/shared/business-time';
import { placeholderBusiness } from '../../src/content/business';
import { publishedSnapshotSchema } from '../../src/shared/site-facts';
import { noticeCookie } from '../../src/shared/visitor-cookies';
import { currentSnapshotKey, snapshotKey } from '../../src/worker/published-facts/published';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { origin } from './quote-helpers';

const kv = (env as unknown as Env).SITE_FACTS;
const db = (env as unknown as Env).DB;

const details = (overrides: Record<string, string> = {}) => ({
  name: placeholderBusiness.name,
  phone: '0917 555 0101',
  email: 'sales@imus-steel.example',
  street: '123 Aguinaldo Highway',
  barangay: 'Anabu II-D',
  city: 'Imus',
  whatsapp: '0917 555 0101',
  viber: '',
  messenger: 'imussteel',
  mapLink: '',
  latitude: '14.4064',
  longitude: '120.9405',
  ...overrides,
});

const hours = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = {};
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'])
    Object.assign(fields, { [`${day}-opens`]: '08:00', [`${day}-closes`]: '17:00' });
  return { ...fields, 'saturday-opens': '09:00', 'saturday-closes': '13:00', 'sunday-closed': 'on', ...overrides };
};

async function save(session: OperatorSession, section: string, fields: Record<string, string>) {
  const response = await postForm(session, `/admin/site/${section}`, fields);
  expect(response.status, await response.clone().text()).toBe(303);
}

async function publish(session: OperatorSession): Promise<number> {
  const response = await postForm(session, '/admin/site/publish', {});
  expect(response.status).toBe(303);
  return Number(new URL(response.headers.get('location')!, origin).searchParams.get('published'));
}

const page = async (path: string) => (await SELF.fetch(`${origin}${path}`)).text();

function localBusiness(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return blocks.find((block) => block['@type'] === 'LocalBusiness')!;
}

describe('publishing site facts', () => {
  it('keeps a draft off the site until published, then shows all of it on every page, the manifest and the JSON-LD', async () => {
    const session = await operator();
    await save(session, 'details', details());
    await save(session, 'hours', hours());
    await save(session, 'closures', { 'closure-from-0': '2026-12-25', 'closure-reason-0': 'Christmas Day' });

    const before = await page('/contact');
    expect(before).not.toContain('+63 917 555 0101');

    // The preview shows the draft to a signed-in operator only, never cached or indexed.
    const preview = await asOperator(session, '/contact?preview=draft');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect(await preview.text()).toContain('+63 917 555 0101');
    expect(await page('/contact?preview=draft')).not.toContain('+63 917 555 0101');

    const version = await publish(session);
    const stored = publishedSnapshotSchema.parse(await kv.get(currentSnapshotKey, 'json'));
    expect(stored.version).toBe(version);
    expect(stored.facts.business.phone).toBe('+63 917 555 0101');
    expect(await kv.get(snapshotKey(version), 'json')).toEqual(await kv.get(currentSnapshotKey, 'json'));

    for (const path of ['/', '/contact']) {
      const html = await page(path);
      expect(html, path).toContain('href="tel:+639175550101"');
      expect(html, path).toContain('href="https://wa.me/639175550101?text=');
      expect(html, path).toContain('123 Aguinaldo Highway, Anabu II-D, Imus');
      expect(html, path).toMatch(/<dt>Saturday<\/dt><dd>9:00 AM - 1:00 PM<\/dd>/);
      const business = localBusiness(html);
      expect(business.telephone).toBe('+639175550101');
      expect(business.openingHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Saturday',
        opens: '09:00',
        closes: '13:00',
      });
      expect((business.openingHoursSpecification as { dayOfWeek: string }[]).map((spec) => spec.dayOfWeek)).not.toContain('Sunday');
      expect(business.specialOpeningHoursSpecification).toEqual([
        { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-25', validThrough: '2026-12-25' },
      ]);
    }
    expect(await page('/offline')).toContain('href="tel:+639175550101"');

    const audit = await db
      .prepare('SELECT operator, action, section, detail FROM site_fact_audit ORDER BY id')
      .all<Record<string, string>>();
    expect(audit.results.map((row) => [row.operator, row.action, row.section])).toEqual([
      ['owner@stainless.example', 'draft_saved', 'details'],
      ['owner@stainless.example', 'draft_saved', 'hours'],
      ['owner@stainless.example', 'draft_saved', 'closures'],
      ['owner@stainless.example', 'published', null],
    ]);
    expect(audit.results[3]!.detail).toContain('phone: +63 917 123 4567 → +63 917 555 0101');
    expect(audit.results[3]!.detail).toContain('Saturday hours: 8:00 AM - 4:00 PM → 9:00 AM - 1:00 PM');
  });

  it('lists every publish and reverts to an old one as a new, audited version', async () => {
    const session = await operator();
    await save(session, 'details', details({ phone: '0917 555 0202' }));
    const first = await publish(session);
    await save(session, 'details', details({ phone: '(046) 471 2345' }));
    const second = await publish(session);
    expect(await page('/contact')).toContain('href="tel:+63464712345"');

    const history = await (await asOperator(session, '/admin/site/history')).text();
    expect(history).toContain('phone: +63 917 555 0202 → +63 46 471 2345');
    // When, in the dashboard's style (Manila): "Nov 29, 2026, 9:05 AM", then who.
    const published = await db
      .prepare('SELECT published_at FROM site_fact_publishes WHERE version = ?')
      .bind(second)
      .first<{ published_at: string }>();
    expect(history.replaceAll('<!-- -->', '')).toContain(`<p class="muted">${formatManilaTime(published!.published_at)}, `);
    expect(formatManilaTime(published!.published_at)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(history).toContain(`/admin/site/revert/${first}`);

    const revert = await postForm(session, `/admin/site/revert/${first}`, {});
    expect(revert.status).toBe(303);
    const reverted = publishedSnapshotSchema.parse(await kv.get(currentSnapshotKey, 'json'));
    expect(reverted.version).toBe(second + 1);
    expect(reverted.facts.business.phone).toBe('+63 917 555 0202');
    expect(await page('/contact')).toContain('href="tel:+639175550202"');
    const row = await db
      .prepare('SELECT reverted_to, summary FROM site_fact_publishes WHERE version = ?')
      .bind(reverted.version)
      .first<{ reverted_to: number; summary: string }>();
    expect(row).toEqual({ reverted_to: first, summary: 'phone: +63 46 471 2345 → +63 917 555 0202' });
    const audit = await db.prepare("SELECT detail FROM site_fact_audit WHERE action = 'reverted'").first<{ detail: string }>();
    expect(audit!.detail).toBe(`back to version ${first}: phone: +63 46 471 2345 → +63 917 555 0202`);
  });

  it('reads the coordinates from a pasted Google Maps link', async () => {
    const session = await operator();
    for (const [link, expected] of [
      ['https://www.google.com/maps/place/Imus/@14.4297,120.9367,17z/data=!3m1', [14.4297, 120.9367]],
      ['https://maps.google.com/?q=14.41,120.94', [14.41, 120.94]],
      ['https://www.google.com/maps/place/X/@14.5,121.0,15z/data=!4m6!3m5!1s0x0:0x0!8m2!3d14.4064!4d120.9405', [14.4064, 120.9405]],
    ] as const) {
      await save(session, 'details', details({ mapLink: link, latitude: '', longitude: '' }));
      const draft = await db.prepare('SELECT facts FROM site_fact_drafts').first<{ facts: string }>();
      const { latitude, longitude } = JSON.parse(draft!.facts).business;
      expect([latitude, longitude], link).toEqual(expected);
    }
  });
});

describe('the screens', () => {
  it('opens each screen at its own address, sends the family picker to Stock and answers 404 for no screen', async () => {
    const session = await operator();
    for (const screen of ['details', 'hours', 'closures', 'notice', 'projects', 'availability', 'quotations']) {
      const response = await asOperator(session, `/admin/site/${screen}`);
      expect(response.status, screen).toBe(200);
      expect(await response.text(), screen).toContain('<script src="/admin-unsaved.js" defer="">');
    }
    const stock = await (await asOperator(session, '/admin/site/availability?family=pipes')).text();
    expect(stock).toContain('action="/admin/site/availability"');
    expect(stock).toContain('Schedule 10S pipe');
    expect((await asOperator(session, '/admin/site/__proto__')).status).toBe(404);
  });

  it('keeps Save in the bar at the foot of every form screen, and a save changes only its own screen', async () => {
    const session = await operator();
    for (const screen of ['details', 'hours', 'closures', 'notice', 'availability', 'quotations', 'projects/new']) {
      const html = await (await asOperator(session, `/admin/site/${screen}`)).text();
      // The screen's posting form (Stock's family picker is a GET form to the same address).
      const start = [...html.matchAll(/<form [^>]*>/g)].find(
        ([tag]) => tag.includes(`action="/admin/site/${screen}"`) && tag.includes('method="post"'),
      )!.index;
      const form = html.slice(start);
      expect(form.slice(0, form.indexOf('</form>')), screen).toMatch(
        /<div class="facts-bar">.*<button type="submit" class="primary">[^<]+<\/button><\/div><\/div>$/s,
      );
    }
    // Details saved, then Hours posted with a stray phone field: the draft keeps the saved phone.
    await save(session, 'details', details({ phone: '0917 555 0142' }));
    await save(session, 'hours', { ...hours({ 'saturday-closes': '12:00' }), phone: '0917 555 0999', name: 'Someone else' });
    const draft = JSON.parse((await db.prepare('SELECT facts FROM site_fact_drafts').first<string>('facts'))!);
    expect(draft.business.phone).toBe('+63 917 555 0142');
    expect(draft.business.name).toBe(placeholderBusiness.name);
    expect(draft.business.hours.saturday).toEqual({ opens: '09:00', closes: '12:00' });
  });
});

describe('the notice', () => {
  const manila = (offsetHours: number) => new Date(Date.now() + (8 + offsetHours) * 3_600_000).toISOString().slice(0, 16);
  /** The notice's fields, running from an hour ago for two more hours unless told. */
  const noticeFields = (noticeText: string, noticeLink = '') => ({
    noticeText,
    noticeLink,
    noticeStartsAt: manila(-1),
    noticeEndsAt: manila(2),
  });
  const publishNotice = async (session: OperatorSession, fields: Record<string, string>) => {
    await save(session, 'notice', fields);
    await publish(session);
  };

  it('is in the server HTML at the top of every page while it runs, and gone after its end', async () => {
    const session = await operator();
    const notice = noticeFields('Closed Dec 24 to Jan 1 for the holidays.', 'https://www.example.ph/holidays');
    await publishNotice(session, notice);
    for (const path of ['/', '/services']) {
      const html = await page(path);
      expect(html, path).toMatch(
        /<main id="main" class="site-main"><p class="site-notice"><span>Closed Dec 24 to Jan 1 for the holidays\.<!-- --> <a href="https:\/\/www\.example\.ph\/holidays">/,
      );
    }
    await publishNotice(session, { ...notice, noticeStartsAt: manila(-3), noticeEndsAt: manila(-1) });
    expect(await page('/')).not.toContain('class="site-notice"');
  });

  it('is left out of the pages of a visitor who dismissed it, until it changes', async () => {
    const session = await operator();
    const notice = noticeFields('Stocktaking on Friday: "no pickups".');
    await publishNotice(session, notice);
    const html = await page('/');
    const key = JSON.parse(/<script type="application\/json" id="boot-data">([^<]+)<\/script>/.exec(html)![1]!).config.notice.key as string;
    expect(key).toMatch(/^[0-9a-z]{1,7}$/);
    const withCookie = (cookie: string) => SELF.fetch(`${origin}/services`, { headers: { cookie } }).then((response) => response.text());
    expect(await withCookie(`${noticeCookie}=${key}`)).not.toContain('class="site-notice"');
    expect(await withCookie(`${noticeCookie}=${key}x`)).toContain('class="site-notice"');
    // A changed notice is a new one: it shows again.
    await publishNotice(session, { ...notice, noticeText: 'Stocktaking on Saturday.' });
    expect(await withCookie(`${noticeCookie}=${key}`)).toContain('Stocktaking on Saturday.');
  });
});

describe('bad input', () => {
  const cases: [section: string, fields: Record<string, string>, field: string, message: string][] = [
    ['details', details({ name: '' }), 'name', 'Enter the business name.'],
    ['details', details({ name: 'x'.repeat(81) }), 'name', 'at most 80 characters'],
    ['details', details({ phone: '12345' }), 'phone', 'Enter a Philippine number'],
    ['details', details({ email: 'sales at imus' }), 'email', 'Enter an email address'],
    ['details', details({ street: 'Line one\nline two' }), 'street', 'must be one line of visible text'],
    ['details', details({ name: 'Cavite Stainless\u202E\u200B' }), 'name', 'must be one line of visible text'],
    ['details', details({ city: 'Imus\u00AD' }), 'city', 'must be one line of visible text'],
    ['details', details({ barangay: '' }), 'barangay', 'Enter the barangay.'],
    ['details', details({ city: '' }), 'city', 'Enter the city.'],
    ['details', details({ whatsapp: 'call us' }), 'whatsapp', 'WhatsApp number with its country code'],
    ['details', details({ viber: '12' }), 'viber', 'Viber number with its country code'],
    ['details', details({ messenger: 'https://facebook.com/x' }), 'messenger', 'Facebook page username'],
    ['details', details({ latitude: '41.0' }), 'latitude', 'outside the Philippines'],
    ['details', details({ longitude: 'east' }), 'longitude', 'Enter the longitude as a number'],
    ['details', details({ mapLink: 'https://maps.app.goo.gl/AbCdEf123' }), 'mapLink', 'short maps.app.goo.gl link'],
    ['details', details({ mapLink: 'https://www.google.com/maps/place/Imus' }), 'mapLink', 'No coordinates found'],
    ['details', details({ mapLink: 'https://www.google.com/maps/@48.85,2.35,15z' }), 'mapLink', 'outside the Philippines'],
    ['hours', hours({ 'saturday-opens': '9am' }), 'saturday-opens', 'Enter a time as HH:MM'],
    ['hours', hours({ 'monday-opens': '18:00', 'monday-closes': '08:00' }), 'monday-closes', 'Closing time must be after opening time'],
    ['closures', { 'closure-from-0': '2026-02-30', 'closure-reason-0': 'Outing' }, 'closure-from-0', 'This date does not exist'],
    ['closures', { 'closure-from-0': '2026-12-25', 'closure-reason-0': '' }, 'closure-reason-0', 'Enter the reason.'],
    [
      'closures',
      { 'closure-from-0': '2026-12-26', 'closure-to-0': '2026-12-24', 'closure-reason-0': 'Christmas' },
      'closure-to-0',
      'on or after the first day',
    ],
    [
      'closures',
      { 'closure-from-0': '2026-12-01', 'closure-to-0': '2027-01-30', 'closure-reason-0': 'Renovation' },
      'closure-to-0',
      'at most 60 days',
    ],
    [
      'closures',
      {
        'closure-from-0': '2026-12-24',
        'closure-to-0': '2026-12-26',
        'closure-reason-0': 'Christmas',
        'closure-from-1': '2026-12-26',
        'closure-reason-1': 'Boxing Day',
      },
      'closure-from-1',
      'overlap "Christmas"',
    ],
    [
      'closures',
      { 'closure-from-0': '2026-12-31', 'closure-reason-0': "New Year's Eve", 'closure-opens-0': '12:00', 'closure-closes-0': '08:00' },
      'closure-closes-0',
      'Closing time must be after opening time',
    ],
    [
      'hours',
      hours({
        'temporary-day-0': 'saturday',
        'temporary-opens-0': '08:00',
        'temporary-closes-0': '12:00',
        'temporary-until-0': '2020-01-10',
      }),
      'temporary-until-0',
      'This date has passed',
    ],
    [
      'hours',
      hours({
        'temporary-day-0': 'saturday',
        'temporary-opens-0': '12:00',
        'temporary-closes-0': '08:00',
        'temporary-until-0': '2099-01-10',
      }),
      'temporary-closes-0',
      'Closing time must be after opening time',
    ],
    [
      'hours',
      hours({ 'temporary-opens-0': '08:00', 'temporary-closes-0': '12:00', 'temporary-until-0': '2099-01-10' }),
      'temporary-day-0',
      'Choose the weekday.',
    ],
    [
      'notice',
      { noticeText: 'x'.repeat(201), noticeLink: '', noticeStartsAt: '', noticeEndsAt: '2099-12-02T08:00' },
      'noticeText',
      'at most 200 characters',
    ],
    [
      'notice',
      {
        noticeText: 'Closed for inventory',
        noticeLink: 'http://example.ph',
        noticeStartsAt: '2026-12-01T08:00',
        noticeEndsAt: '2026-12-02T08:00',
      },
      'noticeLink',
      'https://',
    ],
    [
      'notice',
      { noticeText: 'Closed for inventory', noticeLink: '', noticeStartsAt: '2026-12-02T08:00', noticeEndsAt: '2026-12-01T08:00' },
      'noticeEndsAt',
      'must end after it starts',
    ],
    [
      'notice',
      { noticeText: '', noticeLink: '', noticeStartsAt: '2026-12-01T08:00', noticeEndsAt: '2026-12-02T08:00' },
      'noticeText',
      'Enter the notice text.',
    ],
    [
      'notice',
      { noticeText: 'x', noticeLink: '', noticeStartsAt: 'tomorrow', noticeEndsAt: '2026-12-02T08:00' },
      'noticeStartsAt',
      'Enter a date and time',
    ],
  ];

  it.each(cases.map(([section, fields, field, message]) => ({ section, fields, field, message })))(
    '$section: refuses a bad $field with a message at the field, and saves nothing',
    async ({ section, fields, field, message }) => {
      const session = await operator();
      const draftBefore = await db.prepare('SELECT facts FROM site_fact_drafts').first('facts');
      const auditBefore = await db.prepare('SELECT COUNT(*) AS n FROM site_fact_audit').first('n');
      const response = await postForm(session, `/admin/site/${section}`, fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      const inline =
        new RegExp(`id="${field}-error"[^>]*>([^<]*)<`).exec(html) ?? new RegExp(`class="field-error"[^>]*>([^<]*)<`).exec(html);
      expect(inline?.[1]?.replaceAll('&#x27;', "'").replaceAll('&quot;', '"')).toContain(message);
      expect(await db.prepare('SELECT facts FROM site_fact_drafts').first('facts')).toBe(draftBefore);
      expect(await db.prepare('SELECT COUNT(*) AS n FROM site_fact_audit').first('n')).toBe(auditBefore);
    },
  );
});

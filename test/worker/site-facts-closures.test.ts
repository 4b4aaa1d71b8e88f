// Holidays and closures as date ranges, temporary hours that end by themselves, the notice a
// closure writes, and the Google Business Profile reminder: from the dashboard's forms to the
// hours a visitor reads. The clock is set per test (Manila is UTC+8).
import { SELF, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishedSnapshotSchema } from '../../src/shared/site-facts';
import { currentSnapshotKey } from '../../src/worker/published-facts/published';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { origin } from './quote-helpers';

const db = (env as unknown as Env).DB;
const kv = (env as unknown as Env).SITE_FACTS;

/** Manila wall-clock time as the instant the worker sees. */
const atManila = (dateTime: string) => vi.setSystemTime(new Date(`${dateTime}+08:00`));

const christmas = { 'closure-from-0': '2026-12-24', 'closure-to-0': '2026-12-26', 'closure-reason-0': 'Christmas' };
const newYearsEve = {
  'closure-from-1': '2026-12-31',
  'closure-reason-1': "New Year's Eve",
  'closure-opens-1': '08:00',
  'closure-closes-1': '12:00',
};

async function save(session: OperatorSession, section: string, fields: Record<string, string>) {
  const response = await postForm(session, `/admin/site/${section}`, fields);
  expect(response.status, await response.clone().text()).toBe(303);
}

async function publish(session: OperatorSession): Promise<string> {
  const response = await postForm(session, '/admin/site/publish', {});
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

const page = async (path: string) => (await SELF.fetch(`${origin}${path}`)).text();

/** The closures and special hours printed under the week, as "dates: hours". */
function hoursNotes(html: string): string[][] {
  return [...html.matchAll(/<dl class="[^"]*hours-notes"[^>]*>(.*?)<\/dl>/g)].map(([, list]) =>
    [...list!.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, days, hours]) => `${days!.replaceAll('&#x27;', "'")}: ${hours}`),
  );
}

/** The page's schema.org LocalBusiness block. */
const localBusiness = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((block) => block['@type'] === 'LocalBusiness')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('holidays and closures', () => {
  it('shows a closure where visitors read the hours from two months before until it passes, and in the JSON-LD', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    atManila('2026-10-20T10:00');
    const session = await operator();
    await save(session, 'closures', { ...christmas, ...newYearsEve });
    await publish(session);

    // Over two months ahead: not yet.
    expect(hoursNotes(await page('/contact'))).toEqual([]);

    // A buyer planning a December order sees the Christmas closure in November.
    atManila('2026-11-01T10:00');
    for (const path of ['/contact', '/offline']) {
      const notes = hoursNotes(await page(path));
      // The footer's list and, on Contact, the hours card.
      expect(notes.length, path).toBeGreaterThan(0);
      for (const list of notes)
        expect(list, path).toEqual(['24–26 December 2026 (Christmas): Closed', "31 December 2026 (New Year's Eve): 8:00 AM - 12:00 PM"]);
    }

    atManila('2026-12-25T09:00');
    const during = await page('/contact');
    expect(hoursNotes(during)[0]).toEqual([
      '24–26 December 2026 (Christmas): Closed',
      "31 December 2026 (New Year's Eve): 8:00 AM - 12:00 PM",
    ]);
    expect(localBusiness(during).specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-24', validThrough: '2026-12-26' },
      { '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '12:00', validFrom: '2026-12-31', validThrough: '2026-12-31' },
    ]);

    atManila('2027-01-01T09:00');
    expect(hoursNotes(await page('/contact'))).toEqual([]);
  });

  it('keeps any number of closures: each save offers new empty rows, and past ones fold away', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    atManila('2026-12-28T10:00');
    const session = await operator();
    await save(session, 'closures', { ...christmas, ...newYearsEve });
    await save(session, 'closures', {
      ...christmas,
      ...newYearsEve,
      'closure-from-2': '2027-01-01',
      'closure-reason-2': "New Year's Day",
      'closure-from-3': '2027-04-01',
      'closure-to-3': '2027-04-03',
      'closure-reason-3': 'Holy Week',
    });
    const draft = JSON.parse((await db.prepare('SELECT facts FROM site_fact_drafts').first<string>('facts'))!);
    expect(draft.closures.map((closure: { from: string; to: string }) => `${closure.from}..${closure.to}`)).toEqual([
      '2026-12-24..2026-12-26',
      '2026-12-31..2026-12-31',
      '2027-01-01..2027-01-01',
      '2027-04-01..2027-04-03',
    ]);
    const screen = await (await asOperator(session, '/admin/site/closures')).text();
    expect(screen).toMatch(/<details><summary>Past closures \(<!-- -->1<!-- -->\)<\/summary>.*?value="2026-12-24"/s);
    // Four saved, two empty.
    expect(screen).toContain('name="closure-from-5"');
    expect(screen).not.toContain('name="closure-from-6"');
  });
});

describe('temporary hours', () => {
  it('change a weekday from a date until a date, each shown once, then the weekly hours are back by themselves', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    atManila('2026-12-01T10:00');
    const session = await operator();
    await save(session, 'hours', {
      'saturday-opens': '08:00',
      'saturday-closes': '16:00',
      ...Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].flatMap((day) => [
          [`${day}-opens`, '08:00'],
          [`${day}-closes`, '17:00'],
        ]),
      ),
      'sunday-closed': 'on',
      'temporary-day-0': 'saturday',
      'temporary-opens-0': '08:00',
      'temporary-closes-0': '12:00',
      'temporary-until-0': '2027-01-10',
      // A change that starts later: shown under the week until it starts, then on its day's row.
      'temporary-day-1': 'friday',
      'temporary-opens-1': '08:00',
      'temporary-closes-1': '15:00',
      'temporary-from-1': '2026-12-18',
      'temporary-until-1': '2026-12-31',
    });
    await publish(session);

    const december = await page('/contact');
    // The running change once, on its day's row; the one to come under the week.
    expect(december).toContain('<dt>Monday - Friday</dt><dd>8:00 AM - 5:00 PM</dd>');
    expect(december).toContain('<dt>Saturday (until 10 January 2027)</dt><dd>8:00 AM - 12:00 PM</dd>');
    expect(december).not.toContain('<dt>Saturday</dt>');
    // (The earlier tests' closures are in the draft too.)
    expect(hoursNotes(december)[0]).toContain('Fridays 18–31 December 2026: 8:00 AM - 3:00 PM');
    expect(hoursNotes(december)[0]!.filter((row) => row.startsWith('Saturdays'))).toEqual([]);
    // Search engines get the weekly hours, and the change over them from today through its last day.
    const saturday = { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday' };
    expect(localBusiness(december).openingHoursSpecification).toContainEqual({ ...saturday, opens: '08:00', closes: '16:00' });
    // (The earlier tests' closures are in the draft too: only the weekday's entries are this change's.)
    const weekdayEntries = (html: string) =>
      ((localBusiness(html).specialOpeningHoursSpecification ?? []) as Record<string, string>[]).filter((entry) => entry.dayOfWeek);
    expect(weekdayEntries(december)).toEqual([
      { ...saturday, opens: '08:00', closes: '12:00', validFrom: '2026-12-01', validThrough: '2027-01-10' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'Friday',
        opens: '08:00',
        closes: '15:00',
        validFrom: '2026-12-18',
        validThrough: '2026-12-31',
      },
    ]);

    atManila('2026-12-18T07:00');
    const started = await page('/contact');
    expect(started).toContain('<dt>Friday (until 31 December 2026)</dt><dd>8:00 AM - 3:00 PM</dd>');
    expect(hoursNotes(started)[0]!.filter((row) => row.startsWith('Fridays'))).toEqual([]);

    atManila('2027-01-11T08:00');
    const january = await page('/contact');
    expect(january).toContain('<dt>Saturday</dt><dd>8:00 AM - 4:00 PM</dd>');
    expect(hoursNotes(january)).toEqual([]);
    expect(localBusiness(january).openingHoursSpecification).toContainEqual({ ...saturday, opens: '08:00', closes: '16:00' });
    expect(weekdayEntries(january)).toEqual([]);
    // The form no longer offers the change that ended, so saving the hours again is not refused for it.
    const form = await (await asOperator(session, '/admin/site/hours')).text();
    expect(form).not.toContain('value="2027-01-10"');
  });
});

describe('the notice from a closure', () => {
  it('is written in one tap, starts now and ends when the closure does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    atManila('2026-12-20T10:15');
    const session = await operator();
    await save(session, 'closures', christmas);
    const made = await postForm(session, '/admin/site/notice/from-closure', { ...christmas, closure: '0' });
    expect(made.status, await made.clone().text()).toBe(303);
    expect(made.headers.get('location')).toBe('/admin/site/notice?done=notice');
    const draft = JSON.parse((await db.prepare('SELECT facts FROM site_fact_drafts').first<string>('facts'))!);
    // 27 December 2026 is a Sunday, closed every week.
    expect(draft.notice).toEqual({
      text: 'Closed 24–26 December 2026 for Christmas. Quotes sent then are answered on the 28th.',
      link: null,
      startsAt: '2026-12-20T10:15',
      endsAt: '2026-12-27T00:00',
    });
    await publish(session);
    expect(await page('/')).toContain('Closed 24–26 December 2026 for Christmas. Quotes sent then are answered on the 28th.');
    atManila('2026-12-27T00:01');
    expect(await page('/')).not.toContain('class="site-notice"');
  });

  it('starts now when the notice form leaves the start empty', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    atManila('2026-12-20T10:15');
    const session = await operator();
    await save(session, 'notice', {
      // Typed on a phone in the few-line text box: Enter reads as a space, the notice stays one line.
      noticeText: 'Inventory count today.\r\nQuotes are answered tomorrow.',
      noticeLink: '',
      noticeStartsAt: '',
      noticeEndsAt: '2026-12-20T18:00',
    });
    const draft = JSON.parse((await db.prepare('SELECT facts FROM site_fact_drafts').first<string>('facts'))!);
    expect(draft.notice.startsAt).toBe('2026-12-20T10:15');
    expect(draft.notice.text).toBe('Inventory count today. Quotes are answered tomorrow.');
  });
});

describe('the Google Business Profile reminder', () => {
  it('follows a publish that changed the hours or closures, with the dates to copy, and not one that did not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    atManila('2026-12-01T10:00');
    const session = await operator();
    await save(session, 'closures', {
      ...christmas,
      'closure-from-1': '2027-04-01',
      'closure-to-1': '2027-04-03',
      'closure-reason-1': 'Holy Week',
    });
    const location = await publish(session);
    expect(location).toContain('profile=hours');
    const index = await (await asOperator(session, location)).text();
    expect(index).toContain('Now update your Google Business Profile');
    expect(index).toContain('Special hours, Thu, Dec 24, 2026 to Sat, Dec 26, 2026: Closed (Christmas)');
    expect(index).toContain('Special hours, Thu, Apr 1, 2027 to Sat, Apr 3, 2027: Closed (Holy Week)');

    await save(session, 'notice', {
      noticeText: 'New stock of 316L pipe.',
      noticeLink: '',
      noticeStartsAt: '',
      noticeEndsAt: '2026-12-10T18:00',
    });
    expect(await publish(session)).not.toContain('profile=');
    expect(publishedSnapshotSchema.parse(await kv.get(currentSnapshotKey, 'json')).facts.closures).toHaveLength(2);
  });
});

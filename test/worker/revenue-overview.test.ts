// What each source and campaign brought, where the owner reads the traffic: leads of a month with
// their quotation versions stored directly, then the overview's cards and the CSV exports read
// back; the campaign spend form's refusals, and its spend turned into cost per lead.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySketch } from '../../src/worker/analytics/visitor-sketch';
import { asOperator, operator, postForm, type OperatorSession } from './admin-helpers';
import { seedLead } from './revenue-rows';

/** Visits of a campaign link on a rolled-up day. */
const storeVisits = (source: string, medium: string, campaign: string, sessions: number, day = '2026-09-10') =>
  env.DB.prepare('INSERT INTO analytics_daily_campaigns (day, source, medium, campaign, sessions) VALUES (?, ?, ?, ?, ?)')
    .bind(day, source, medium, campaign, sessions)
    .run();

const september = 'from=2026-09-01&to=2026-09-30';

beforeAll(async () => {
  // instagram: the most leads, none quoted.
  for (const [i, day] of ['02', '03', '04', '05'].entries()) {
    await seedLead({ id: 780001 + i, createdAt: `2026-09-${day}T03:00:00.000Z`, source: 'instagram' });
  }
  // facebook, campaign sept-promo: quoted twice (the revision accepted), quoted then revised and
  // the revision voided, and not quoted yet. 24 and 6 hours to the first quotation.
  await seedLead({
    id: 780011,
    createdAt: '2026-09-02T01:00:00.000Z',
    source: 'facebook',
    medium: 'social',
    campaign: 'sept-promo',
    status: 'won',
    wonCentavos: 12_000_000,
    versions: [
      { sentAt: '2026-09-03T01:00:00.000Z', totalCentavos: 10_000_000 },
      { sentAt: '2026-09-04T01:00:00.000Z', totalCentavos: 12_000_000, accepted: true },
    ],
  });
  // Half of the won order's down payment collected (payments confirmed on its quotation).
  await env.DB.prepare('UPDATE leads SET paid_centavos = 6000000 WHERE id = 780011').run();
  await seedLead({
    id: 780012,
    createdAt: '2026-09-05T00:00:00.000Z',
    source: 'facebook',
    medium: 'social',
    campaign: 'sept-promo',
    status: 'quoted',
    versions: [
      { sentAt: '2026-09-05T06:00:00.000Z', totalCentavos: 5_000_000 },
      { sentAt: '2026-09-06T06:00:00.000Z', totalCentavos: 7_000_000, voided: true },
    ],
  });
  await seedLead({ id: 780013, createdAt: '2026-09-07T00:00:00.000Z', source: 'facebook', medium: 'social', campaign: 'sept-promo' });
  // Left out: Spam, and a lead of 31 August at 23:59 in Manila.
  await seedLead({
    id: 780014,
    createdAt: '2026-09-08T00:00:00.000Z',
    source: 'facebook',
    medium: 'social',
    campaign: 'sept-promo',
    spam: true,
    status: 'won',
    wonCentavos: 99_900_000,
    versions: [{ sentAt: '2026-09-08T01:00:00.000Z', totalCentavos: 99_900_000, accepted: true }],
  });
  await seedLead({
    id: 780015,
    createdAt: '2026-08-31T15:59:00.000Z',
    source: 'facebook',
    medium: 'social',
    campaign: 'sept-promo',
    status: 'won',
    wonCentavos: 88_800_000,
    versions: [{ sentAt: '2026-09-01T01:00:00.000Z', totalCentavos: 88_800_000, accepted: true }],
  });
  // google, campaign sept-news by email: as many leads as facebook, less won; two days to its quotation.
  await seedLead({
    id: 780021,
    createdAt: '2026-09-03T01:00:00.000Z',
    source: 'google',
    medium: 'email',
    campaign: 'sept-news',
    status: 'won',
    wonCentavos: 3_000_000,
    versions: [{ sentAt: '2026-09-05T01:00:00.000Z', totalCentavos: 3_000_000, accepted: true }],
  });
  await seedLead({ id: 780022, createdAt: '2026-09-10T01:00:00.000Z', source: 'google' });
  await seedLead({ id: 780023, createdAt: '2026-09-11T01:00:00.000Z', source: 'google' });
  // The newsletter brought far more visits than the promo: Campaigns still rank by leads.
  await env.DB.prepare(
    "INSERT INTO analytics_days (day, page_views, visitors, sessions, visitor_sketch, source, rolled_up_at) VALUES ('2026-09-10', 1350, 0, 1350, ?, 'local', '2026-09-11T00:00:00Z')",
  )
    .bind(emptySketch())
    .run();
  await storeVisits('google', 'email', 'sept-news', 400);
  await storeVisits('facebook', 'social', 'sept-promo', 50);
  await storeVisits('twitter', 'social', 'sept-teaser', 900);
  await env.DB.prepare(
    "INSERT INTO campaign_spend (month, campaign, spend_centavos, updated_at, updated_by) VALUES ('2026-09', 'sept-promo', 600000, '2026-09-30T00:00:00.000Z', 'owner@example.com')",
  ).run();
});

/** Each card's figures in a list of the overview, in page order: its heading, then each label with its value in words. */
function cards(html: string, listId: string): { name: string; figures: Record<string, string> }[] {
  const start = html.indexOf(`id="${listId}"`);
  expect(start, listId).toBeGreaterThan(0);
  const list = html.slice(start, html.indexOf('</ol>', start));
  const text = (markup: string) =>
    markup
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  return list
    .split('<li')
    .slice(1)
    .map((card) => ({
      name: text(/<h[34]>(.*?)<\/h[34]>/s.exec(card)![1]!),
      figures: Object.fromEntries(
        [...card.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/gs)].map((match) => [text(match[1]!), text(match[2]!)]),
      ),
    }));
}

/** The overview's ranked campaign table, one object per row in page order: its campaign cell, then each column's cell by its header. */
function campaignRows(html: string): { name: string; figures: Record<string, string> }[] {
  const start = html.indexOf('id="campaign-table"');
  expect(start, 'campaign-table').toBeGreaterThan(0);
  const table = html.slice(start, html.indexOf('</table>', start));
  const text = (markup: string) =>
    markup
      .replace(/<span class="muted">/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  const cells = (row: string) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((match) => text(match[1]!));
  const [head, ...rows] = table.split('<tr').slice(1);
  const headers = cells(head!);
  expect(headers[0]).toBe('Campaign');
  return rows.map((row) => {
    const [name, ...figures] = cells(row);
    return { name: name!, figures: Object.fromEntries(figures.map((figure, i) => [headers[i + 1]!, figure])) };
  });
}

/** A CSV export as one object per row, keyed by its header. */
async function csvRows(session: OperatorSession, query: string) {
  const response = await asOperator(session, `/admin/analytics.csv?${query}`);
  expect(response.status).toBe(200);
  const [header, ...rows] = (await response.text()).trimEnd().split('\r\n');
  const cells = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map(([, cell]) => cell!.replace(/^"|"$/g, '').replaceAll('""', '"')).slice(0, -1);
  return rows.map((row) => Object.fromEntries(cells(header!).map((name, i) => [name, cells(row)[i]])));
}

describe('revenue by source and campaign on the overview', () => {
  it('ranks sources by leads, then won amount, each with its quoted and won amounts, win rate and time to quotation', async () => {
    const html = await (await asOperator(await operator(), `/admin?${september}`)).text();
    const sources = cards(html, 'leads-by-source');
    expect(sources.map((card) => card.name)).toEqual(['Instagram', 'Facebook', 'Google']);
    const [instagram, facebook, google] = sources.map((card) => card.figures);
    expect(instagram!.Leads).toBe('4');
    expect(instagram!.Quoted).toMatch(/^₱0\.00\b/);
    expect(instagram!['Win rate']).not.toMatch(/\d/);
    // The newest version standing: the accepted revision (₱120,000) and the first of the other, its revision voided (₱50,000).
    expect(facebook).toMatchObject({ Leads: '3' });
    expect(facebook!.Quoted).toMatch(/^₱170,000\.00 2 leads$/);
    expect(facebook!.Won).toMatch(/^₱120,000\.00 1 lead$/);
    expect(facebook!['Win rate']).toBe('50.0%');
    // 24 and 6 hours: the median is 15.
    expect(facebook!['Request to quotation']).toMatch(/^15 hours\b/);
    expect(google!.Won).toMatch(/^₱30,000\.00 1 lead$/);
    expect(google!['Win rate']).toBe('100.0%');
    expect(google!['Request to quotation']).toMatch(/^2 days\b/);
  });

  it('ranks campaigns in one table by the money they brought, each with its spend as cost per lead and won per peso', async () => {
    const html = await (await asOperator(await operator(), `/admin?${september}`)).text();
    const campaigns = campaignRows(html);
    expect(campaigns.map((row) => row.name)).toEqual([
      '1. sept-promo Facebook post',
      '2. sept-news Google email',
      '3. sept-teaser X (Twitter) post',
    ]);
    const [promo, news, teaser] = campaigns.map((row) => row.figures);
    // The newest standing versions (₱120,000 accepted, ₱50,000 with its revision voided); half the down payment collected.
    expect(promo).toEqual({
      Visits: '50',
      Leads: '3 6.0% of visits',
      Quoted: '₱170,000.00 2 leads',
      Won: '₱120,000.00 1 lead',
      'Win rate': '50.0%',
      Collected: '₱60,000.00',
      // ₱6,000 over 3 leads; ₱120,000 won from ₱6,000.
      Spend: '₱6,000.00',
      'Cost per lead': '₱2,000.00',
      'Won per ₱1 spent': '₱20.00',
    });
    expect(news).toMatchObject({ Visits: '400', Won: '₱30,000.00 1 lead', Spend: 'none entered' });
    expect(teaser).toMatchObject({ Visits: '900', Leads: '0', Won: '₱0.00 0 leads' });
    // Its name opens its leads; the month entered is listed under the table.
    expect(html).toContain('<a href="/admin/leads?campaign=sept-promo">sept-promo</a>');
    expect(html).toMatch(
      /id="campaign-spend-notes".*?<strong>sept-promo<\/strong>: September 2026: ₱6,000\.00\. Cost per ₱1 collected: ₱0\.10\./s,
    );
  });

  it('spreads a month of spend over its days: half of September has half the spend, and the table says why', async () => {
    const html = await (await asOperator(await operator(), '/admin?from=2026-09-01&to=2026-09-15')).text();
    const promo = campaignRows(html).find((row) => row.name.includes('sept-promo'))!;
    expect(promo.figures.Spend).toBe('₱3,000.00 part of a month: see below');
    expect(promo.figures['Cost per lead']).toBe('₱1,000.00');
    // The month's whole spend, its days, and the days of it in the period.
    expect(html).toContain('September 2026: ₱6,000.00 spread over its 30 days, 15 of them in this period (₱3,000.00)');
    // A period in a month without spend shows none.
    const august = await (await asOperator(await operator(), '/admin?from=2026-08-01&to=2026-08-07')).text();
    expect(august).not.toContain('id="campaign-spend-notes"');
  });

  it('puts money above leads, gathers a campaign posted in two places in one row, and keeps a campaign that spent without a lead', async () => {
    // July: a flyer posted on Facebook and Instagram brings three leads and nothing won; a newsletter one lead won.
    await seedLead({ id: 780101, createdAt: '2026-07-02T01:00:00.000Z', source: 'facebook', medium: 'social', campaign: 'jul-flyer' });
    await seedLead({ id: 780102, createdAt: '2026-07-03T01:00:00.000Z', source: 'facebook', medium: 'social', campaign: 'jul-flyer' });
    await seedLead({ id: 780103, createdAt: '2026-07-04T01:00:00.000Z', source: 'instagram', medium: 'social', campaign: 'jul-flyer' });
    await seedLead({
      id: 780104,
      createdAt: '2026-07-05T01:00:00.000Z',
      source: 'google',
      medium: 'email',
      campaign: 'jul-news',
      status: 'won',
      wonCentavos: 1_500_000,
      versions: [{ sentAt: '2026-07-06T01:00:00.000Z', totalCentavos: 1_500_000, accepted: true }],
    });
    await env.DB.prepare(
      "INSERT INTO analytics_days (day, page_views, visitors, sessions, visitor_sketch, source, rolled_up_at) VALUES ('2026-07-10', 50, 0, 50, ?, 'local', '2026-07-11T00:00:00Z')",
    )
      .bind(emptySketch())
      .run();
    await storeVisits('facebook', 'social', 'jul-flyer', 30, '2026-07-10');
    await storeVisits('instagram', 'social', 'jul-flyer', 20, '2026-07-10');
    await env.DB.prepare(
      "INSERT INTO campaign_spend (month, campaign, spend_centavos, updated_at, updated_by) VALUES ('2026-07', 'jul-flyer', 300000, '2026-07-31T00:00:00.000Z', 'owner@example.com'), ('2026-07', 'jul-radio', 1000000, '2026-07-31T00:00:00.000Z', 'owner@example.com')",
    ).run();
    try {
      const rows = campaignRows(await (await asOperator(await operator(), '/admin?from=2026-07-01&to=2026-07-31')).text());
      expect(rows.map((row) => row.name)).toEqual([
        '1. jul-news Google email',
        '2. jul-flyer Facebook post: 2 leads · Instagram post: 1 lead',
        '3. jul-radio',
      ]);
      expect(rows[1]!.figures).toMatchObject({ Visits: '50', Leads: '3 6.0% of visits', Spend: '₱3,000.00', 'Cost per lead': '₱1,000.00' });
      expect(rows[2]!.figures).toMatchObject({
        Visits: '0',
        Leads: '0',
        Spend: '₱10,000.00',
        'Cost per lead': 'no leads yet',
        'Won per ₱1 spent': '₱0.00',
      });
    } finally {
      await env.DB.batch([
        env.DB.prepare("DELETE FROM campaign_spend WHERE month = '2026-07'"),
        env.DB.prepare("DELETE FROM analytics_daily_campaigns WHERE day = '2026-07-10'"),
        env.DB.prepare("DELETE FROM analytics_days WHERE day = '2026-07-10'"),
      ]);
    }
  });

  it('exports the same figures as CSV: sources, campaigns and spend', async () => {
    const session = await operator();
    const sources = await csvRows(session, `${september}&table=sources`);
    expect(sources.map((row) => row.Source)).toEqual(['instagram', 'facebook', 'google']);
    expect(sources[1]).toMatchObject({
      Leads: '3',
      'Quoted leads': '2',
      'Quoted (PHP, VAT included)': '170000.00',
      'Won leads': '1',
      'Won (PHP)': '120000.00',
      'Collected (PHP)': '60000.00',
      'Win rate (% of quoted leads)': '50.0',
      'Median hours from request to first quotation': '15.0',
    });
    expect(sources[0]!['Win rate (% of quoted leads)']).toBe('');

    const campaigns = await csvRows(session, `${september}&table=campaigns`);
    expect(campaigns.map((row) => row.Campaign)).toEqual(['sept-promo', 'sept-news', 'sept-teaser']);
    expect(campaigns[1]).toMatchObject({ Source: 'google', Medium: 'email', Visits: '400', Leads: '1', 'Won (PHP)': '30000.00' });

    const spend = await csvRows(session, 'from=2026-09-01&to=2026-09-15&table=spend');
    expect(spend).toEqual([
      {
        Campaign: 'sept-promo',
        'Months entered': '2026-09',
        'Spend in the period (PHP)': '3000.00',
        Leads: '3',
        'Cost per lead (PHP)': '1000.00',
        'Won (PHP)': '120000.00',
        'Won per peso spent': '40.00',
        'Collected (PHP)': '60000.00',
        'Spent per peso collected': '0.05',
      },
    ]);
    // The daily figures keep their address; an unknown table is refused.
    expect((await csvRows(session, september))[0]).toHaveProperty('Date (Manila)', '2026-09-01');
    expect((await asOperator(session, `/admin/analytics.csv?${september}&table=leads`)).status).toBe(400);
  });
});

describe('the campaign spend form', () => {
  const post = async (session: OperatorSession, fields: Record<string, string>) => postForm(session, '/admin/campaign-spend', fields);

  it('refuses with a 400 and the reason by the field: negative, zero, not a number, absurd, a month it cannot read or still to come, no campaign', async () => {
    const session = await operator();
    const refusals: [Record<string, string>, string, RegExp][] = [
      [{ amount: '-500' }, 'amount', /negative/],
      [{ amount: '0' }, 'amount', /₱0\.00/],
      [{ amount: '0.00' }, 'amount', /₱0\.00/],
      [{ amount: 'five thousand' }, 'amount', /not an amount in pesos/],
      [{ amount: '12.345' }, 'amount', /not an amount in pesos/],
      [{ amount: '100,000,000' }, 'amount', /₱100,000,000\.00 or more/],
      [{ amount: '99999999999999999999' }, 'amount', /₱100,000,000\.00 or more/],
      [{ month: '2026-13' }, 'month', /not a month/],
      [{ month: 'November 2026' }, 'month', /not a month/],
      [{ month: '' }, 'month', /month/],
      [{ month: '2099-12' }, 'month', /has not begun/],
      [{ campaign: 'promo <script>' }, 'campaign', /utm_campaign/],
      [{ campaign: '' }, 'campaign', /utm_campaign/],
    ];
    for (const [change, field, reason] of refusals) {
      const fields = { month: '2026-11', campaign: 'nov-promo', amount: '5,000', ...change };
      const response = await post(session, fields);
      expect(response.status, JSON.stringify(change)).toBe(400);
      const html = await response.text();
      const error = new RegExp(`<p id="spend-${field}-error"[^>]*>([^<]*)</p>`).exec(html.replace(/&quot;/g, '"'));
      expect(error?.[1], JSON.stringify(change)).toMatch(reason);
      // What was typed stays in the form to correct.
      expect(html).toMatch(new RegExp(`<input[^>]*id="spend-${field}"[^>]*aria-invalid="true"`));
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM campaign_spend WHERE month = '2026-11'").first('n')).toBe(0);
  });

  it('saves a month, replaces it when entered again, shows it on the overview, and removes it', async () => {
    const session = await operator();
    const saved = await post(session, { month: '2026-10', campaign: ' Oct Promo ', amount: '₱5,000' });
    expect(saved.status).toBe(303);
    const location = saved.headers.get('location')!;
    expect(location).toBe('/admin/campaign-spend?done=saved&month=2026-10&campaign=oct-promo#spend-list');
    expect(await (await asOperator(session, location)).text()).toContain('Saved ₱5,000.00 for oct-promo in October 2026.');

    await post(session, { month: '2026-10', campaign: 'oct-promo', amount: '7500.50' });
    const stored = await env.DB.prepare("SELECT spend_centavos AS spend, updated_by FROM campaign_spend WHERE month = '2026-10'").all();
    expect(stored.results).toEqual([{ spend: 750_050, updated_by: expect.any(String) }]);
    const [row] = campaignRows(await (await asOperator(session, '/admin?from=2026-10-01&to=2026-10-31')).text());
    expect(row).toEqual({
      name: '1. oct-promo',
      figures: expect.objectContaining({ Leads: '0', Spend: '₱7,500.50', 'Cost per lead': 'no leads yet' }),
    });

    const removed = await postForm(session, '/admin/campaign-spend/remove', { month: '2026-10', campaign: 'oct-promo' });
    expect(removed.status).toBe(303);
    expect(await (await asOperator(session, removed.headers.get('location')!)).text()).toContain(
      'Removed the spend for oct-promo in October 2026.',
    );
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM campaign_spend WHERE month = '2026-10'").first('n')).toBe(0);
    expect(await (await asOperator(session, '/admin?from=2026-10-01&to=2026-10-31')).text()).not.toContain('id="campaign-table"');
  });

  it('offers the campaign names seen as the name is typed: on leads, on visits without a lead yet, and on spend entered', async () => {
    const html = await (await asOperator(await operator(), '/admin/campaign-spend')).text();
    const list = /<datalist id="spend-campaigns">(.*?)<\/datalist>/s.exec(html)![1]!;
    const offered = [...list.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    // sept-teaser brought 900 visits and no lead; the Spam lead's campaign is a lead's all the same.
    expect(offered).toEqual(expect.arrayContaining(['sept-news', 'sept-promo', 'sept-teaser']));
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('takes no change posted from another site', async () => {
    const response = await postForm(
      await operator(),
      '/admin/campaign-spend',
      { month: '2026-12', campaign: 'x', amount: '1' },
      {
        Origin: 'https://elsewhere.example',
      },
    );
    expect(response.status).toBe(403);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM campaign_spend WHERE month = '2026-12'").first('n')).toBe(0);
  });
});

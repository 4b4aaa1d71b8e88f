// Where each lead came from: stored from the quote request, shown on the lead page, filtered in
// the leads list and counted on the overview.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { manilaDay } from '../../src/shared/business-time';
import type { QuoteRequestInput } from '../../src/shared/quote-request';
import { asOperator, operator } from './admin-helpers';
import { leadByKey, mockSiteverify, submitQuote, validQuote } from './quote-helpers';

/**
 * A source name no other test uses, so counts in the shared database are this test's own.
 * Letters only: a tag with seven digits in a row is dropped as a possible phone number.
 */
const uniqueTag = (prefix: string) =>
  `${prefix}-${Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function leadFrom(source: unknown, overrides: Partial<QuoteRequestInput> = {}) {
  mockSiteverify();
  const draftId = crypto.randomUUID();
  const response = await submitQuote({ ...validQuote(overrides), source }, draftId);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await leadByKey(draftId))!;
}

const facebookPromo = (campaign = 'nov-promo') => ({
  first: { referrer: 'www.google.com', landing: '/services' },
  latest: { utm_source: 'facebook', utm_medium: 'social', utm_campaign: campaign, fbclid: true, landing: '/' },
});

const leadsPage = async (query: string) => {
  const response = await asOperator(await operator(), `/admin/leads${query}`);
  expect(response.status).toBe(200);
  return response.text();
};

describe('the lead’s source', () => {
  it('is stored from the quote request and shown on the lead page', async () => {
    const lead = await leadFrom(facebookPromo());
    expect(lead.source).toBe('facebook');
    expect(lead.campaign).toBe('nov-promo');
    expect(JSON.parse(lead.latest_touch!)).toEqual({
      utm_source: 'facebook',
      utm_medium: 'social',
      utm_campaign: 'nov-promo',
      fbclid: true,
      landing: '/',
    });
    expect(JSON.parse(lead.first_touch!)).toEqual({ referrer: 'www.google.com', landing: '/services' });

    const page = await (await asOperator(await operator(), `/admin/leads/${lead.id}`)).text();
    const panel = page.slice(page.indexOf('id="lead-source"'));
    expect(panel).toContain('href="/admin/leads?source=facebook"');
    expect(panel).toContain('href="/admin/leads?campaign=nov-promo"');
    // In the owner's words: the tags themselves are for the CSV export.
    expect(panel).toMatch(/Link from<\/dt><dd>Facebook post/);
    expect(panel).toMatch(/Campaign<\/dt><dd>nov-promo/);
    expect(panel).toContain('>Facebook</a>');
    expect(panel.slice(0, panel.indexOf('</section>'))).not.toContain('utm_');
    expect(panel).toMatch(/Facebook ad click<\/dt><dd>yes/);
    expect(panel).toMatch(/Referring site<\/dt><dd>www.google.com/);
  });

  it('drops tampered values instead of refusing the customer’s quote', async () => {
    const lead = await leadFrom({
      first: 'not a touch',
      latest: {
        utm_source: 'FaceBook',
        utm_campaign: 'x'.repeat(500),
        utm_term: 'maria@example.com',
        utm_content: 'call 09171234567',
        gclid: 'Cj0KCQiA-the-click-id',
        referrer: 'javascript:alert(1)',
        landing: '/contact?email=maria@example.com',
      },
    });
    expect(lead.source).toBe('facebook');
    expect(lead.campaign).toBeNull();
    expect(JSON.parse(lead.latest_touch!)).toEqual({ utm_source: 'facebook' });
    expect(JSON.parse(lead.first_touch!)).toEqual({});
    expect(await leadFrom('garbage')).toMatchObject({ source: 'direct', first_touch: null, latest_touch: null });
  });
});

describe('the leads list', () => {
  it('filters by source and by campaign', async () => {
    const campaign = uniqueTag('promo');
    const fromPromo = await leadFrom(facebookPromo(campaign), { fullName: 'Promo Customer' });
    const fromGoogle = await leadFrom(
      { first: { referrer: 'www.google.com.ph' }, latest: { referrer: 'www.google.com.ph' } },
      { fullName: 'Search Customer' },
    );

    const byCampaign = await leadsPage(`?campaign=${campaign}`);
    expect(byCampaign).toContain(`/admin/leads/${fromPromo.id}"`);
    expect(byCampaign).not.toContain(`/admin/leads/${fromGoogle.id}"`);

    const byGoogle = await leadsPage('?source=google');
    expect(byGoogle).toContain(`/admin/leads/${fromGoogle.id}"`);
    expect(byGoogle).not.toContain(`/admin/leads/${fromPromo.id}"`);
  });

  it('treats SQL-looking filter values as plain values', async () => {
    const lead = await leadFrom(facebookPromo());
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>();
    // Values outside the allowed characters are ignored: the inbox as a whole.
    for (const query of [
      "?source=facebook' OR '1'='1",
      '?source=x%22%3B%20DROP%20TABLE%20leads%3B--',
      "?campaign=x' OR 1=1 --",
      '?folder=spam%27--',
    ]) {
      expect(await leadsPage(query), query).toContain(`/admin/leads/${lead.id}"`);
    }
    // Values that fit are compared as values: nothing matches them.
    for (const query of ['?campaign=nov-promo) or (1', '?source=facebook -- or 1']) {
      expect(await leadsPage(query), query).toContain('No leads match.');
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM leads').first<{ n: number }>()).toEqual(before);
    expect(await leadsPage('?source=facebook')).toContain(`/admin/leads/${lead.id}"`);
  });
});

describe('the overview', () => {
  it('counts leads and won leads per source', async () => {
    const source = uniqueTag('fair');
    const tagged = { first: { utm_source: source }, latest: { utm_source: source } };
    const leads = [await leadFrom(tagged), await leadFrom(tagged), await leadFrom(tagged), await leadFrom(tagged)];
    await env.DB.prepare("UPDATE leads SET status = 'won' WHERE id = ?").bind(leads[0].id).run();

    // The presets end yesterday: today's leads show in a range ending today.
    const today = manilaDay(new Date());
    const page = await (await asOperator(await operator(), `/admin?from=${today}&to=${today}`)).text();
    const list = page.slice(page.indexOf('id="leads-by-source"'));
    const card = list.slice(list.indexOf(`>${source}</a>`), list.indexOf('</li>', list.indexOf(`>${source}</a>`)));
    expect(card).toContain('<dt>Leads</dt><dd>4</dd>');
    expect(card).toMatch(/<dt>Won<\/dt><dd>₱0\.00<span class="muted">1 lead<\/span>/);
    // Three different ratios on one page: none may go by the same vague name.
    expect(page).not.toMatch(/conversion rate|>Rate</i);
  });
});

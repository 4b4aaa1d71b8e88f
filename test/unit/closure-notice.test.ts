// The notice a closure writes: its dates in the customers' style, the first day the workshop opens after it
// (past weekly closed days, holidays and other closures), and its end.
import { describe, expect, it } from 'vitest';
import { defaultSiteFacts } from '../../src/content/business';
import type { SiteFacts } from '../../src/shared/site-facts';
import { noticeFromClosure } from '../../src/worker/site-facts/closure-notice';

const facts = (closures: SiteFacts['closures']): SiteFacts => ({ ...defaultSiteFacts, closures });

describe('the notice from a closure', () => {
  it('names the day it answers within the month as "the 28th", past a closed Sunday', () => {
    const christmas = { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas', hours: null };
    expect(noticeFromClosure(facts([christmas]), christmas, '2026-12-20T09:00')).toEqual({
      text: 'Closed 24–26 December 2026 for Christmas. Quotes sent then are answered on the 28th.',
      link: null,
      startsAt: '2026-12-20T09:00',
      endsAt: '2026-12-27T00:00',
    });
  });

  it('skips a Sunday and another all-day closure to the first open day', () => {
    const yearEnd = { from: '2026-12-31', to: '2027-01-01', reason: 'the New Year', hours: null };
    const inventory = { from: '2027-01-02', to: '2027-01-02', reason: 'Inventory', hours: null };
    // 2 January 2027 is a Saturday (closed for inventory), the 3rd a Sunday.
    expect(noticeFromClosure(facts([yearEnd, inventory]), yearEnd, '2026-12-28T08:00').text).toBe(
      'Closed 31 December 2026 – 1 January 2027 for the New Year. Quotes sent then are answered on the 4th.',
    );
  });

  it('says the special hours of a day the workshop keeps open', () => {
    const eve = { from: '2026-12-31', to: '2026-12-31', reason: "New Year's Eve", hours: { opens: '08:00', closes: '12:00' } };
    expect(noticeFromClosure(facts([eve]), eve, '2026-12-28T08:00').text).toBe(
      "31 December 2026, New Year's Eve: open 8:00 AM - 12:00 PM only.",
    );
  });
});

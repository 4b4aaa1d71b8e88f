// Every pattern that reads text someone else wrote (a User-Agent, a referrer, a mail address, a
// subject, an error report's text) runs in linear time: on 200 KB of the input that makes a
// backtracking pattern quadratic, each answers within the budget of CPU time (the quadratic ones took seconds).
import { describe, expect, it } from 'vitest';
import { hasPhoneNumber, redactPersonalData } from '../../src/shared/personal-data';
import { campaignTag, sourceName } from '../../src/shared/visit-source-rules';
import { referrerHost } from '../../src/worker/analytics/collect';
import { deviceClass, isBot } from '../../src/worker/analytics/device';
import { referenceFromAddress, referenceInText } from '../../src/worker/email/reply-address';
import { cpuMs } from './cpu-time';

const budgetMs = 250;
const size = 200_000;
const fill = (unit: string, tail = '') => unit.repeat(Math.ceil(size / unit.length)) + tail;

const cases: [string, () => unknown][] = [
  ['a User-Agent of "android" repeated, then "mobile"', () => deviceClass(fill('android', ' mobile'))],
  ['a User-Agent for the bot list', () => isBot(fill('Mozilla/5.0 (compatible; '))],
  ['error text without a separator', () => redactPersonalData(fill('a'))],
  ['error text of one long address-like run', () => redactPersonalData(`${fill('a')}@${fill('b')}`)],
  ['error text of digits and separators', () => redactPersonalData(fill('1 (', 'x'))],
  ['a campaign tag of digits and dots', () => hasPhoneNumber(fill('1.', 'x'))],
  ['a source of dots', () => sourceName(fill('a.'))],
  ['a campaign of spaces', () => campaignTag(fill(' a'))],
  ['a referrer of dots', () => referrerHost(`https://${fill('a.')}google`, ['stainless.example'])],
  ['a mail address of plus signs and angle brackets', () => referenceFromAddress(fill('<q+', '@'))],
  ['a subject of reference-like words', () => referenceInText(fill('Q-2026-00012 '))],
];

describe('text someone else wrote is read in linear time', () => {
  it.each(cases)('%s', (_name, read) => {
    expect(cpuMs(read)).toBeLessThan(budgetMs);
  });

  it('still finds what it looks for', () => {
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/126.0.0.0 Mobile Safari/537.36')).toBe(
      'mobile',
    );
    expect(redactPersonalData('Sent by juan.cruz@example.ph, call 0917 123 4567')).toBe('Sent by [email], call [phone]');
    expect(redactPersonalData('not@an-address and @x.ph and a@b. stay')).toBe('not@an-address and @x.ph and a@b. stay');
  });
});

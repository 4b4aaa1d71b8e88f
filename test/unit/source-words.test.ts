import { describe, expect, it } from 'vitest';
import { channelInWords, sourceInWords } from '../../src/shared/source-words';

describe('sources in the owner’s words', () => {
  it('names a campaign link by its site and what the medium says it was', () => {
    expect(sourceInWords('facebook', 'cpc')).toBe('Facebook ad');
    expect(sourceInWords('facebook', 'paid-social')).toBe('Facebook ad');
    expect(sourceInWords('facebook', 'social')).toBe('Facebook post');
    expect(sourceInWords('google', 'organic')).toBe('Google search');
    expect(sourceInWords('newsletter', 'email')).toBe('newsletter email');
    // A medium no rule knows is shown as tagged, in brackets.
    expect(sourceInWords('google', 'qr-flyer')).toBe('Google (qr-flyer)');
  });

  it('names a lead’s source alone by its site, and direct as typed in', () => {
    expect(sourceInWords('google')).toBe('Google');
    expect(sourceInWords('direct')).toBe('Typed in or bookmarked');
    expect(sourceInWords('philgeps.gov.ph')).toBe('philgeps.gov.ph');
  });

  it('names the channels', () => {
    expect(['search', 'social', 'direct', 'other'].map(channelInWords)).toEqual([
      'Search engines',
      'Social media',
      'Typed in or bookmarked',
      'Other websites and links',
    ]);
  });
});

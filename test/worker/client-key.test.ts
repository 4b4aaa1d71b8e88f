import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/worker/middleware/client-key';

const from = (address?: string) =>
  clientKey(new Request('https://stainless.example/', { headers: address ? { 'cf-connecting-ip': address } : {} }));

describe('clientKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(from('203.0.113.7')).toBe('203.0.113.7');
    expect(from('203.0.113.7')).not.toBe(from('203.0.113.8'));
  });

  it('groups IPv6 addresses by /64 whatever the notation', () => {
    const key = from('2001:db8:1:2::1');
    for (const sameNetwork of [
      '2001:db8:1:2::ffff',
      '2001:0DB8:0001:0002:abcd:ef01:2345:6789',
      '2001:db8:1:2:0::9',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(from(sameNetwork), sameNetwork).toBe(key);
    }
    for (const otherNetwork of ['2001:db8:1:3::1', '2001:db8::1:2:0:1', '2001:db8:1::2']) {
      expect(from(otherNetwork), otherNetwork).not.toBe(key);
    }
    expect(from('::1')).toBe(from('::2'));
    expect(from('fe80::')).not.toBe(from('::1'));
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address, not as one shared /64', () => {
    expect(from('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(from('::ffff:203.0.113.7')).not.toBe(from('::ffff:203.0.113.8'));
  });

  it('never groups unreadable addresses with real ones', () => {
    expect(from('2001:db8:::1')).not.toBe(from('2001:db8::1'));
    expect(from('1:2:3:4:5:6:7:8:9')).not.toBe(from('1:2:3:4::'));
    expect(from(undefined)).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { addressBucket } from './client-address.ts';

describe("a client address's rate-limit bucket", () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:5678', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:443', '203.0.113.7'],
  ])('IPv4 %j is the address itself', (text, bucket) => {
    expect(addressBucket(text)).toBe(bucket);
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::9]:8443', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('IPv6 %j counts as its /64', (text, bucket) => {
    expect(addressBucket(text)).toBe(bucket);
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(addressBucket('2001:db8:1:2::1')).not.toBe(addressBucket('2001:db8:1:3::1'));
  });

  it.each([
    '',
    'unknown',
    'evil.example',
    '203.0.113',
    '203.0.113.256',
    '1.2.3.4.5',
    '2001:db8::1::2',
    '2001:db8:1:2:3:4:5:6:7',
    '2001:db8:1:2:3:4:5',
    '12345::',
    '1.2.3.4::',
    'gggg::1',
  ])('%j is not an address', (text) => {
    expect(addressBucket(text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.js';

describe('clientKey', () => {
  it('when the client speaks IPv4, plain or IPv4-mapped, then its address is the key', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('when two IPv6 addresses share their first 64 bits, then they share one key', () => {
    const key = clientKey('2001:db8:1:2::a');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:1',
      '2001:db8:1:2::10.0.0.1',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(clientKey(address), address).toBe(key);
    }
  });

  it('when two IPv6 addresses differ within their first 64 bits, then their keys differ', () => {
    expect(clientKey('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).not.toBe(clientKey('fe81::1'));
  });

  it('when the address cannot be read, then every such client shares one key', () => {
    for (const garbage of [undefined, '', 'garbage', '1.2.3', `${'a'.repeat(5000)}`]) {
      expect(clientKey(garbage)).toBe('unknown');
    }
  });
});

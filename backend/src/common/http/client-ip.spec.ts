import type { Request } from 'express';
import { clientAddress, clientIp, trustedProxyMatcher, visitorAddress } from './client-ip';

describe('visitorAddress', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(visitorAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(visitorAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorAddress('::FFFF:198.51.100.1')).toBe('198.51.100.1');
  });

  it('keys every address of one IPv6 /64 the same, however it is written', () => {
    const key = visitorAddress('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(visitorAddress('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(visitorAddress('2001:db8:1:2:a::7%eth0')).toBe(key);
    expect(visitorAddress('2001:DB8:1:2::9')).toBe(key);
  });

  it('keeps different /64 networks apart', () => {
    expect(visitorAddress('2001:db8:1:3::1')).not.toBe(visitorAddress('2001:db8:1:2::1'));
    expect(visitorAddress('::1')).toBe('0:0:0:0::/64');
    expect(visitorAddress('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(visitorAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});

describe('clientAddress', () => {
  const request = (ip: string) => ({ ip, socket: {} }) as Request;

  it('keeps an IPv6 client whole for people to read, where the limits key on its /64', () => {
    expect(clientAddress(request('2001:db8:1:2::1'))).toBe('2001:db8:1:2::1');
    expect(clientIp(request('2001:db8:1:2::1'))).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('::1'))).toBe('::1');
  });

  it('shows an IPv4-mapped address as its IPv4 address, without an IPv6 zone', () => {
    expect(clientAddress(request('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(request('fe80::1%eth0'))).toBe('fe80::1');
  });
});

describe('trustedProxyMatcher', () => {
  const trusted = trustedProxyMatcher(['10.0.0.5', '173.245.48.0/20', '2400:cb00::/32']);

  it('matches exact addresses and CIDR ranges of either family', () => {
    expect(trusted('10.0.0.5')).toBe(true);
    expect(trusted('10.0.0.6')).toBe(false);
    expect(trusted('173.245.63.254')).toBe(true);
    expect(trusted('173.245.64.1')).toBe(false);
    expect(trusted('2400:cb00:12::1')).toBe(true);
    expect(trusted('2400:cb01::1')).toBe(false);
  });

  it('reads an IPv4-mapped IPv6 peer as its IPv4 address, and never matches garbage', () => {
    expect(trusted('::ffff:173.245.48.1')).toBe(true);
    expect(trusted('unknown')).toBe(false);
  });
});

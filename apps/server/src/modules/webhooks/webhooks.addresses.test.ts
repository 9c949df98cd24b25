import { describe, expect, it } from 'vitest';
import { deliverableAddress, isPublicAddress } from './webhooks.addresses.ts';

describe('the addresses a webhook may be delivered to', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.254', '10/8'],
    ['172.16.0.1', '172.16/12'],
    ['172.31.255.254', '172.16/12'],
    ['192.168.0.1', '192.168/16'],
    ['169.254.169.254', 'the cloud metadata address'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback as a URL writes it'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'IPv6 link-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata address'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::1', '6to4'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(deliverableAddress(address, { allowPrivate: false })).toBeNull();
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700::1111',
    '::ffff:93.184.216.34',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
    expect(deliverableAddress(address, { allowPrivate: false })).not.toBeNull();
  });

  it('connects to the address it judged, spelt canonically', () => {
    expect(deliverableAddress('::ffff:93.184.216.34', { allowPrivate: false })).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    expect(deliverableAddress('[2606:4700:0::1111]', { allowPrivate: false })).toEqual({
      address: '2606:4700::1111',
      family: 6,
    });
  });

  it('allows private addresses only when told to, and never what is not an address', () => {
    expect(deliverableAddress('127.0.0.1', { allowPrivate: true })).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    expect(deliverableAddress('::1', { allowPrivate: true })).toEqual({ address: '::1', family: 6 });
    expect(deliverableAddress('localhost', { allowPrivate: true })).toBeNull();
  });
});

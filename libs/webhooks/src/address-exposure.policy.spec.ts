import { describeNonPublicAddress } from './address-exposure.policy';

describe('describeNonPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['169.254.10.20', 'link-local'],
    ['fe80::1', 'link-local'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'cloud metadata'],
    ['::ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'non-global'],
    ['::8.8.8.8', 'non-global'],
    ['::7f00:1', 'non-global'],
    ['100::1', 'special-purpose'],
    ['fe80::1%eth0', 'scoped'],
    ['2002:7f00:1::', '6to4'],
    ['64:ff9b::a00:1', 'NAT64'],
    ['127.1', 'not an IP address'],
    ['metadata.example', 'not an IP address'],
  ])('refuses %s as %s', (address, kind) => {
    expect(describeNonPublicAddress(address)).toContain(kind);
  });

  it.each(['93.184.215.14', '8.8.8.8', '100.63.255.255', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (address) => {
      expect(describeNonPublicAddress(address)).toBeNull();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '127.255.255.255', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3', '::ffff:7f00:1'])(
    'accepts %s, this machine',
    (ip) => expect(isLoopbackAddress(ip)).toBe(true),
  );

  it.each([
    '203.0.113.5',
    '10.0.0.1',
    '192.168.1.20',
    '128.0.0.1',
    '126.255.255.255',
    '::ffff:203.0.113.5',
    '::2',
    '::',
    '0.0.0.0',
    'fe80::1',
    'localhost',
    '127.0.0.1.example',
    '',
  ])('refuses %s', (ip) => expect(isLoopbackAddress(ip)).toBe(false));
});

import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether a client address is this machine: 127.0.0.0/8, ::1, or IPv4 loopback as a dual-stack
 * socket reports it (::ffff:127.x). Give it the socket's address (request.ip with trustProxy off),
 * never a header a client can write.
 */
export function isLoopbackAddress(ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && LOOPBACK.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

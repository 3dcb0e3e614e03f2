import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The alerts a user receives besides the bell (spec 01 §3 User: emailAlert, smsAlert). */
export type AlertChannel = 'email' | 'sms';

const ZAlertOff = z.object({ u: z.string().min(1).max(64), c: z.enum(['email', 'sms']) }).strict();

const signatureOf = (secret: string, body: string) => createHmac('sha256', secret).update(`alert-off:${body}`).digest();

/**
 * The token in an alert's "turn off" link: whose alert and which, signed with the server's secret.
 * It does not expire (an old email's link still works) and can do nothing but turn that alert off.
 */
export function alertOffToken(secret: string, userId: string, channel: AlertChannel): string {
  const body = Buffer.from(JSON.stringify({ u: userId, c: channel }), 'utf8').toString('base64url');
  return `${body}.${signatureOf(secret, body).toString('base64url')}`;
}

/** The user and channel of a token this server signed; null for anything else. */
export function readAlertOffToken(secret: string, token: string): { userId: string; channel: AlertChannel } | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const expected = signatureOf(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = ZAlertOff.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? { userId: parsed.data.u, channel: parsed.data.c } : null;
  } catch {
    return null;
  }
}

import { createHash, randomBytes } from 'node:crypto';

/** A link's secret: 32 random bytes (256 bits), base64url, 43 characters. */
export function newReportToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashReportToken(token) };
}

/** Only this is stored: a stolen table cannot open a report. A fast hash suffices for 256 random bits. */
export const hashReportToken = (token: string) => createHash('sha256').update(token).digest('hex');

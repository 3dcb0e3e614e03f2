import { createHmac } from 'node:crypto';

/**
 * RFC 6238 written out for the tests (HMAC-SHA1, 30 s steps, 6 digits), independent of the server's
 * library, so a test computes the code an authenticator app would show at any step.
 */
const STEP_MS = 30_000;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code of the step `offset` steps away from the one of `at` (RFC 4226's dynamic truncation). */
export function totpCode(base32Secret: string, offset = 0, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / STEP_MS) + offset));
  const digest = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const start = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(start) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** Waits out the last 3 s of a step, so a code computed now is judged in the same step by the server. */
export async function awayFromStepEdge(): Promise<void> {
  const intoStep = Date.now() % STEP_MS;
  if (intoStep > STEP_MS - 3_000) await new Promise((resolve) => setTimeout(resolve, STEP_MS - intoStep + 200));
}

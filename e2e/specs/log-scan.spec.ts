import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scanLog } from '../support/log-scan.mjs';

// The scan e2e/run.mjs makes of the server's log after every run: it must find what a leak looks like.

const kinds = (text: string, allowed: string[] = []) => scanLog(text, { allowed }).map((finding) => finding.kind);

test('finds emails, card numbers, session cookies, tokens and passwords', () => {
  assert.deepEqual(kinds('{"msg":"login","who":"ada.lovelace@example.com"}'), ['email address']);
  assert.deepEqual(kinds('{"card":"4242 4242 4242 4242"}'), ['card number']);
  assert.deepEqual(kinds('{"card":"4000000000000002"}'), ['card number']);
  assert.deepEqual(kinds('{"card":"4242-4242-4242-4242"}'), ['card number']);
  assert.deepEqual(kinds('cookie: finboard.session_token=abc.def'), ['session cookie']);
  assert.deepEqual(kinds('authorization: Bearer eyJhbGciOiJIUzI1NiJ9.abc'), ['bearer token']);
  assert.deepEqual(kinds('"url":"/verify-email?token=eyJhbGciOiJIUzI1NiJ9xyz"'), ['token in a query']);
  assert.deepEqual(kinds('"password":"Secret123!"'), ['password value']);
  assert.deepEqual(kinds('STRIPE whsec_abcdefgh and sk_test_abcdef123'), ['Stripe key or signing secret']);
});

test('leaves alone what a clean log holds', () => {
  const clean = [
    '{"level":30,"time":1764040000000,"reqId":"6f1c1b58-1f0e-4b0e-9a0c-2f0b6f3f9d11","req":{"method":"GET","url":"/api/session"},"msg":"incoming request"}',
    '{"level":30,"res":{"statusCode":200},"responseTime":3.2,"msg":"request completed"}',
    '"password":"[Redacted]"',
    // Fractions and ids hold long digit runs that are no card numbers.
    '{"responseTime":1.3343519999980344,"id":"c3b0e6c3-840e-4989-a58e-8c7bebfff961","n":"4242424242424242x"}',
    // A request id whose first groups are all digits (and pass Luhn's check by chance).
    '{"reqId":"29776885-9709-4827-a3ac-8db72488be5d"}',
  ].join('\n');
  assert.deepEqual(kinds(clean), []);
  // The start-up line names the public demo accounts on purpose.
  assert.deepEqual(kinds('Demo data: sign in as client demo.client@finboard.dev', ['demo.client@finboard.dev']), []);
});

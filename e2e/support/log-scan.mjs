// What must never be in the server's logs (Production issue: no personal data or secrets), looked
// for in the whole log of an end-to-end run. Plain JavaScript: e2e/run.mjs runs without a compiler.

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// A run of 13 to 19 digits (spaces or dashes between them allowed) standing alone: not part of a decimal, a UUID, an id or a hash.
const DIGIT_RUN = /(?<![\w.-])\d(?:[ -]?\d){12,18}(?![\w.-])/g;
const SECRETS = [
  { kind: 'session cookie', pattern: /finboard[._-]session_token=[^\s";,]+/i },
  { kind: 'bearer token', pattern: /Bearer\s+[A-Za-z0-9._~+/-]{10,}/ },
  { kind: 'Stripe key or signing secret', pattern: /\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9]{6,}|\bwhsec_[A-Za-z0-9+/=]{6,}/ },
  { kind: 'Plaid access token', pattern: /\baccess-(?:sandbox|development|production)-[0-9a-f-]{8,}/ },
  { kind: 'token in a query', pattern: /[?&](?:token|oobCode|code)=[A-Za-z0-9._~%-]{12,}/ },
  { kind: 'password value', pattern: /"(?:password|newPassword|confirmPassword)"\s*:\s*"(?!\[Redacted\])[^"]+"/ },
];

/** Luhn's check, as card numbers pass it (a 13 to 19 digit id or a timestamp rarely does). */
export function passesLuhn(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Every finding in a log: { line, kind, excerpt } (the excerpt shows where, not the whole secret).
 * `allowed` lists texts the server prints on purpose (the public demo accounts of the start-up line).
 */
export function scanLog(text, { allowed = [] } = {}) {
  const findings = [];
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    let line = raw;
    for (const text of allowed) line = line.split(text).join('');
    const found = (kind, match) => findings.push({ line: index + 1, kind, excerpt: `${match.slice(0, 6)}…` });
    for (const match of line.match(EMAIL) ?? []) found('email address', match);
    for (const match of line.match(DIGIT_RUN) ?? []) {
      const digits = match.replace(/[ -]/g, '');
      // Card numbers start 2-6; a 13-digit epoch in milliseconds (1…) is not one.
      if (/^[2-6]/.test(digits) && passesLuhn(digits)) found('card number', match);
    }
    for (const { kind, pattern } of SECRETS) {
      const match = line.match(pattern);
      if (match) found(kind, match[0]);
    }
  });
  return findings;
}

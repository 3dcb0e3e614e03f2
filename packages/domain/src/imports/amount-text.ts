// Amounts as banks write them: '1,234.56', '1.234,56' (decimal comma), '(12.50)', '12.50-', '$ 12', '−3,5'.
export type DecimalSeparator = '.' | ',';
export type AmountReading = { ok: true; cents: number } | { ok: false; reason: 'invalid' | 'too-large' };

// A hundred billion dollars: past it the value is no bank's; 50,000 such rows still sum within PostgreSQL's bigint.
const MAX_INTEGER_DIGITS = 11;

const DOT_BODY = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;
const COMMA_BODY = /^(?:\d{1,3}(?:\.\d{3})+|\d+)?(?:,\d+)?$/;

/** A written amount in cents, its sign as written (negative stays negative); rounding half away from zero past the cents. */
export function parseAmountText(text: string, decimal: DecimalSeparator = '.'): AmountReading {
  let body = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  body = body.replace(/^[A-Z]{3}(?=[-+(\d.,$€£])/, '').replace(/(?<=[\d)])[A-Z]{3}$/, '');
  let negative = false;
  if (/^\(.*\)$/.test(body)) [negative, body] = [true, body.slice(1, -1)];
  // One sign, before or after a currency symbol ('-$5', '$-5'), or after the number ('5-').
  let signed = false;
  const takeSign = () => {
    if (signed || !/^[-\u2212+]/.test(body)) return;
    [signed, negative, body] = [true, negative || body[0] !== '+', body.slice(1)];
  };
  takeSign();
  body = body.replace(/^[$€£¥]/, '');
  takeSign();
  if (!signed && /[-\u2212]$/.test(body)) [negative, body] = [true, body.slice(0, -1)];
  if (body === '' || !/\d/.test(body)) return { ok: false, reason: 'invalid' };
  if (!(decimal === '.' ? DOT_BODY : COMMA_BODY).test(body)) return { ok: false, reason: 'invalid' };
  const [whole = '', fraction = ''] = body.split(decimal);
  const digits = whole.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INTEGER_DIGITS) return { ok: false, reason: 'too-large' };
  const padded = `${fraction}000`;
  let cents = Number(digits || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents };
}

/**
 * Whether a file's amounts use a decimal comma: most amounts that end in a separator and one or
 * two digits say which separator is the decimal one ('12,50' votes comma, '1,234' votes nothing).
 */
export function detectDecimalSeparator(values: readonly string[]): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const value of values) {
    const text = value.trim();
    if (/,\d{1,2}\)?-?$/.test(text) || /\.\d{3},\d/.test(text)) comma += 1;
    else if (/\.\d{1,2}\)?-?$/.test(text) || /,\d{3}\.\d/.test(text)) dot += 1;
  }
  return comma > dot ? ',' : '.';
}

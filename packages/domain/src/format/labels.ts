// A provider's values ('money market', 'sep ira', 'etf') in people's words, on every screen,
// legend and report: 'Money Market', 'SEP IRA', 'ETF'.

// Abbreviations read as letters.
const ACRONYMS = new Set(['ira', 'sep', 'hsa', 'cd', 'ebt', 'gic', 'isa', 'ugma', 'utma', 'simple', 'tfsa', 'rrsp', 'resp', 'sipp', 'apr', 'etf', 'reit']);

/** 'credit_card' → 'Credit Card', 'cd' → 'CD', 'sep ira' → 'SEP IRA', 'etf' → 'ETF'; '401k' stays. */
export function formatProviderLabel(value: string): string {
  return value
    .replace(/_/g, ' ')
    .split(' ')
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

const SECURITY_TYPES: Record<string, string> = {
  cash: 'Cash',
  equity: 'Equity',
  'mutual fund': 'Mutual Fund',
  etf: 'ETF',
  derivative: 'Derivative',
  'fixed income': 'Fixed Income',
  cryptocurrency: 'Crypto',
  crypto: 'Crypto',
  loan: 'Loan',
  other: 'Other',
};

/** A security type for people: 'mutual fund' → 'Mutual Fund', 'etf' → 'ETF'; unknown types title-cased. */
export function formatSecurityType(type: string | null): string {
  const key = (type ?? 'other').toLowerCase();
  return SECURITY_TYPES[key] ?? key.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

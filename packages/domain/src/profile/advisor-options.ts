/** The option lists of the advisor profile (spec 01 §9). */
export const PROFESSIONAL_LICENSES = ['Life Insurance', 'S7', 'S63', 'S65', 'S66', 'S24'] as const;

export const ACCOUNT_MINIMUMS = ['Any', '> $250k', '> $500k', '> $1M', '> $2M'] as const;

export const CLIENT_TYPE_ALL = 'All';
/** The eleven client types; with 'All' they make the twelve chips. */
export const CLIENT_TYPES = [
  'Retirement',
  'Business',
  'Estates',
  'Life Insurance',
  'Divorce',
  'High Net Worth',
  'Trust',
  'Pension and Profit Sharing Plans',
  'Government Entities and Corporations',
  'Athletes',
  'Tax Filling',
] as const;

export const ADVISOR_PROFESSIONS = [
  'Advisor',
  'Financial Planner',
  'Financial Analyst',
  'Public Accountant',
  'LTC Coordinator',
  'Estate Planner',
  'Insurance Professional',
  'Mortgage Banker',
  'Financial Specialist',
  'Financial Consultant',
  'Investment Counselor',
] as const;

/**
 * The client-type chips' rules: choosing All selects all twelve; deselecting one removes All;
 * selecting the eleventh type makes it all twelve.
 */
export function toggleClientType(selected: readonly string[], chip: string): string[] {
  const has = selected.includes(chip);
  if (chip === CLIENT_TYPE_ALL) return has ? [] : [CLIENT_TYPE_ALL, ...CLIENT_TYPES];
  const types = has ? selected.filter((type) => type !== chip && type !== CLIENT_TYPE_ALL) : [...selected, chip];
  const specific = CLIENT_TYPES.filter((type) => types.includes(type));
  return specific.length === CLIENT_TYPES.length ? [CLIENT_TYPE_ALL, ...CLIENT_TYPES] : specific;
}

// Counts with their noun: '1 client', '2 clients', '1 sub-advisor', '0 accounts'.

const integers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The noun for a count: singular for exactly one, else the plural (by default the singular plus 's'). */
export const pluralOf = (count: number, singular: string, plural = `${singular}s`) => (count === 1 ? singular : plural);

/** A count and its noun, with thousands separators: formatCount(1, 'client') → '1 client', (1200, 'client') → '1,200 clients'. */
export const formatCount = (count: number, singular: string, plural?: string) => `${integers.format(count)} ${pluralOf(count, singular, plural)}`;

/** A plain number with thousands separators: 1234 → '1,234'. */
export const formatNumber = (value: number, maximumDigits = 0) => new Intl.NumberFormat('en-US', { maximumFractionDigits: maximumDigits }).format(value);

/** Shares: up to four decimals, '12.5', '0.0042'. */
export const formatQuantity = (value: number) => formatNumber(value, 4);

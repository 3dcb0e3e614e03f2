// Dates as banks write them, in the formats a person can choose; one format is detected for a whole file.
import { daysInMonth, toCalendarDate } from '../calendar';

export const IMPORT_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'MM/DD/YY', 'DD/MM/YY', 'YYYYMMDD', 'DD MMM YYYY', 'MMM DD, YYYY'] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEP = String.raw`[\/\-.' ]`;
// A time after the date (ISO 'T10:22:00Z', ' 10:22', ' 10:22:00 AM') is not part of the day.
const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s?[AaPp][Mm])?(?:Z|[+-]\d{2}:?\d{2})?)?`;

const PATTERNS: Record<ImportDateFormat, RegExp> = {
  'YYYY-MM-DD': new RegExp(`^(?<y>\\d{4})${SEP}(?<m>\\d{1,2})${SEP}(?<d>\\d{1,2})${TIME}$`),
  'MM/DD/YYYY': new RegExp(`^(?<m>\\d{1,2})${SEP}(?<d>\\d{1,2})${SEP}(?<y>\\d{4})${TIME}$`),
  'DD/MM/YYYY': new RegExp(`^(?<d>\\d{1,2})${SEP}(?<m>\\d{1,2})${SEP}(?<y>\\d{4})${TIME}$`),
  'MM/DD/YY': new RegExp(`^(?<m>\\d{1,2})${SEP}(?<d>\\d{1,2})${SEP}(?<yy>\\d{2})${TIME}$`),
  'DD/MM/YY': new RegExp(`^(?<d>\\d{1,2})${SEP}(?<m>\\d{1,2})${SEP}(?<yy>\\d{2})${TIME}$`),
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})$/,
  'DD MMM YYYY': new RegExp(`^(?<d>\\d{1,2})${SEP}?(?<mon>[A-Za-z]{3})[A-Za-z]*\\.?${SEP}?(?<y>\\d{4})${TIME}$`),
  'MMM DD, YYYY': new RegExp(`^(?<mon>[A-Za-z]{3})[A-Za-z]*\\.?\\s+(?<d>\\d{1,2}),?\\s+(?<y>\\d{4})${TIME}$`),
};

/** A two-digit year: 70-99 in the 1900s, the rest in the 2000s (bank history reaches back decades, not a century). */
const fullYear = (yy: string) => (Number(yy) >= 70 ? 1900 : 2000) + Number(yy);

/** The `YYYY-MM-DD` of a written date in the given format, or null when it is not one (a 30 February is not). */
export function parseDateText(text: string, format: ImportDateFormat): string | null {
  const groups = PATTERNS[format].exec(text.trim())?.groups;
  if (!groups) return null;
  const year = groups.y ? Number(groups.y) : fullYear(groups.yy ?? '');
  const month = groups.mon ? MONTHS.indexOf(groups.mon.toLowerCase()) + 1 : Number(groups.m);
  const day = Number(groups.d);
  // Before 1900 is no bank's history (and the manual accounts' own dates start there).
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return toCalendarDate(year, month, day);
}

/**
 * The formats in which every written date of a file reads as a date, best first. Ambiguous files
 * (every day 12 or less) read both ways: month first is offered first, the product being American,
 * except for dates separated by dots.
 */
export function detectDateFormats(values: readonly string[]): ImportDateFormat[] {
  const written = values.map((value) => value.trim()).filter((value) => value !== '');
  if (written.length === 0) return [];
  const fits = IMPORT_DATE_FORMATS.filter((format) => written.every((value) => parseDateText(value, format) !== null));
  // 05.01.2024 is written day first wherever dots separate dates (Europe): an ambiguous file of them is read so.
  if (written.every((value) => /^\d{1,2}\.\d{1,2}\./.test(value)))
    return [...fits.filter((format) => format.startsWith('DD')), ...fits.filter((format) => !format.startsWith('DD'))];
  return fits;
}

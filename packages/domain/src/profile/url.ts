// Optional scheme, optional www, a domain, an optional path (spec 01 §5 "Website URL").
const WEBSITE_PATTERN = /^(https?:\/\/)?(www\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(:\d{1,5})?(\/[^\s]*)?$/i;

export function isValidWebsite(value: string): boolean {
  return value === '' || WEBSITE_PATTERN.test(value);
}

/**
 * Advisor website and social links get 'https://' in front when they have no scheme (the spec's
 * "not starting with http", read as a real http:// or https:// scheme so 'httpbin.org' is fixed too).
 * An existing scheme is kept, lower-cased.
 */
export function withHttps(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return trimmed;
  const scheme = /^(https?):\/\//i.exec(trimmed);
  if (scheme) return `${scheme[1]?.toLowerCase()}://${trimmed.slice(scheme[0].length)}`;
  return `https://${trimmed}`;
}

// Optional scheme, optional www, a domain, an optional path (spec 01 §5 "Website URL").
const WEBSITE_PATTERN = /^(https?:\/\/)?(www\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(:\d{1,5})?(\/[^\s]*)?$/i;

export function isValidWebsite(value: string): boolean {
  return value === '' || WEBSITE_PATTERN.test(value);
}

/** Advisor website and social links get 'https://' in front when they do not start with 'http'. */
export function withHttps(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('http')) return trimmed;
  return `https://${trimmed}`;
}

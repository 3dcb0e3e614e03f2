import { ZIP_MESSAGE, ZIP_PATTERN } from '../directory/places';

/**
 * A US address's ZIP code is a 5-digit ZIP or ZIP+4 (it places an advisor in the directory); an
 * address abroad keeps its own postal code as typed. Empty is allowed: the address is optional.
 * Returns the message to show, or null when the code is fine.
 */
export function contactZipIssue(zipCode: string, isNonUsAddress: boolean): string | null {
  const trimmed = zipCode.trim();
  if (isNonUsAddress || trimmed === '' || ZIP_PATTERN.test(trimmed)) return null;
  return ZIP_MESSAGE;
}

/** Digits grouped 3-3-rest with dashes (spec 01 §5 "Phone formatting"): 5551234567 → 555-123-4567. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Directory variant: dashes, parentheses and spaces stripped; the first 3 characters are the area code. */
export function areaCodeOf(phone: string): string {
  return phone.replace(/[-() ]/g, '').slice(0, 3);
}

/** Phone and office numbers hold digits (formatting dashes allowed), at most 15 digits (E.164). */
export function isValidPhone(value: string): boolean {
  if (value === '') return true;
  return /^[\d\s()+-]+$/.test(value) && value.replace(/\D/g, '').length <= 15;
}

/**
 * A profile's phone as E.164 for text messages: US numbers as the profile stores them (10 digits,
 * or 11 with the leading 1), or an international number written with its '+'. Null when it cannot
 * be a number to text (empty, too short, a US number that starts with 0 or 1).
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? `+${digits}` : null;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // NANP: the area code and the exchange each start with 2–9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

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

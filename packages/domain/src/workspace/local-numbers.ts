// Connect with SMS's own local number (spec 01 §2: Pick Number, Find Numbers by area code, Select Number).

export const LOCAL_NUMBER_MESSAGES = {
  // Ours: the spec gives no text for an area code that is not one.
  areaCodeInvalid: 'Please enter a 3-digit area code.',
  notOffered: 'That number is no longer available. Please find numbers again.',
} as const;

/** A US area code: three digits, the first not 0 or 1 (NANP). */
export function isAreaCode(value: string): boolean {
  return /^[2-9]\d{2}$/.test(value.trim());
}

/** '(212) 555-0142' for '+12125550142', as the provider's friendly_name reads. */
export function friendlyPhoneName(e164: string): string {
  const digits = e164.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}

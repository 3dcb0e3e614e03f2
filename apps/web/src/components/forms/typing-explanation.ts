import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';

/**
 * Number fields drop what they cannot hold without a word: '1e50' became $150 and a minus sign
 * vanished. These say why a key or a paste was refused instead, next to the field.
 */
export const TYPING_MESSAGES = {
  negative: 'This number cannot be negative.',
  digitsOnly: 'Type digits only, like 1500.50.',
  wholeNumber: 'Type a whole number.',
} as const;

export interface TypingRules {
  /** Whether a decimal point may be typed (counts and ages may not). */
  allowDecimal: boolean;
}

/** The message for a key the field would drop, or null when the key is fine (or not a character). */
export function explainRefusedKey(key: string, { allowDecimal }: TypingRules): string | null {
  if (key.length !== 1) return null;
  if (key === '-') return TYPING_MESSAGES.negative;
  if (key === '.') return allowDecimal ? null : TYPING_MESSAGES.wholeNumber;
  // Digits, and what the field shows itself: the $ prefix, % suffix and thousands commas.
  if (/[\d$%,]/.test(key)) return null;
  return TYPING_MESSAGES.digitsOnly;
}

/** The message for pasted text the field would change, or null when it is a plain amount. */
export function explainRefusedPaste(text: string, { allowDecimal }: TypingRules): string | null {
  const plain = text.trim().replace(/[$%,\s]/g, '');
  if (plain.startsWith('-')) return TYPING_MESSAGES.negative;
  if (!/^\d*(\.\d*)?$/.test(plain)) return TYPING_MESSAGES.digitsOnly;
  if (!allowDecimal && plain.includes('.')) return TYPING_MESSAGES.wholeNumber;
  return null;
}

/** The refusal to show beside a number field, and the handlers that refuse and explain. */
export function useTypingExplanation(rules: TypingRules = { allowDecimal: true }) {
  const [hint, setHint] = useState<string | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const refusal = explainRefusedKey(event.key, rules);
    if (refusal) {
      event.preventDefault();
      setHint(refusal);
    } else if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete') {
      setHint(null);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const refusal = explainRefusedPaste(event.clipboardData.getData('text'), rules);
    if (refusal) {
      event.preventDefault();
      setHint(refusal);
    }
  };
  return { hint, handlers: { onKeyDown, onPaste } };
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { MoneyInput } from './money-input';
import { explainRefusedKey, explainRefusedPaste, TYPING_MESSAGES } from './typing-explanation';

function Money() {
  const [value, setValue] = useState<number | ''>('');
  return <MoneyInput label="Balance" value={value} onChange={setValue} />;
}

describe('a number field explains what it refuses', () => {
  it("says why a letter or a minus sign did not appear ('1e50' no longer silently becomes $150)", async () => {
    renderPage(<Money />);
    const field = screen.getByRole('textbox', { name: 'Balance' });
    await userEvent.type(field, '1e');
    expect(screen.getByRole('status').textContent).toBe(TYPING_MESSAGES.digitsOnly);
    expect((field as HTMLInputElement).value).toBe('$1');
    await userEvent.type(field, '5');
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.type(field, '-');
    expect(screen.getByRole('status').textContent).toBe(TYPING_MESSAGES.negative);
    expect((field as HTMLInputElement).value).toBe('$15');
  });

  it('refuses a pasted amount it would change, and says why', async () => {
    renderPage(<Money />);
    const field = screen.getByRole('textbox', { name: 'Balance' });
    await userEvent.click(field);
    await userEvent.paste('-2,500');
    expect(screen.getByRole('status').textContent).toBe(TYPING_MESSAGES.negative);
    expect((field as HTMLInputElement).value).toBe('');
    await userEvent.paste('$2,500.25');
    expect((field as HTMLInputElement).value).toBe('$2,500.25');
  });
});

describe('explainRefusedKey / explainRefusedPaste', () => {
  const money = { allowDecimal: true };
  const count = { allowDecimal: false };
  it('lets digits, a decimal point, $, % and commas through, and keys that are not characters', () => {
    for (const key of ['0', '9', '.', '$', ',', '%', 'Backspace', 'ArrowLeft', 'Tab']) expect(explainRefusedKey(key, money)).toBeNull();
  });
  it('explains a minus, letters (e, E), a plus and a decimal point in a whole number', () => {
    expect(explainRefusedKey('-', money)).toBe(TYPING_MESSAGES.negative);
    for (const key of ['e', 'E', 'a', '+', ' ']) expect(explainRefusedKey(key, money)).toBe(TYPING_MESSAGES.digitsOnly);
    expect(explainRefusedKey('.', count)).toBe(TYPING_MESSAGES.wholeNumber);
  });
  it('judges a paste as a whole', () => {
    expect(explainRefusedPaste(' $1,234.50 ', money)).toBeNull();
    expect(explainRefusedPaste('1e50', money)).toBe(TYPING_MESSAGES.digitsOnly);
    expect(explainRefusedPaste('-5', money)).toBe(TYPING_MESSAGES.negative);
    expect(explainRefusedPaste('1.2.3', money)).toBe(TYPING_MESSAGES.digitsOnly);
    expect(explainRefusedPaste('2.5', count)).toBe(TYPING_MESSAGES.wholeNumber);
  });
});

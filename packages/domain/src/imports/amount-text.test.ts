import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, parseAmountText } from './amount-text';

const cents = (text: string, decimal: '.' | ',' = '.') => {
  const reading = parseAmountText(text, decimal);
  return reading.ok ? reading.cents : reading.reason;
};

describe('parseAmountText', () => {
  it('reads the ways banks write amounts', () => {
    expect(cents('12.50')).toBe(1250);
    expect(cents('-1,234.56')).toBe(-123456);
    expect(cents('(12.50)')).toBe(-1250);
    expect(cents('12.50-')).toBe(-1250);
    expect(cents('$1,000')).toBe(100000);
    expect(cents('-$5.5')).toBe(-550);
    expect(cents('+7')).toBe(700);
    expect(cents('USD 3.10')).toBe(310);
    expect(cents('\u22123.10')).toBe(-310);
    expect(cents('.5')).toBe(50);
    expect(cents('-42.1700')).toBe(-4217);
    expect(cents('0.005')).toBe(1);
    expect(cents('-0.00')).toBe(0);
  });

  it('reads decimal commas and dot or space thousands when the file uses them', () => {
    expect(cents('12,5', ',')).toBe(1250);
    expect(cents('-1.234,56', ',')).toBe(-123456);
    expect(cents('1 234,56', ',')).toBe(123456);
    expect(cents('€ 3,00', ',')).toBe(300);
  });

  it('refuses what is not a number, and what no bank holds', () => {
    for (const text of ['12,5O', '', '-', 'abc', '1.2.3', '12,50', '1,23,4.00', '--5', '5 apples']) expect(cents(text), text).toBe('invalid');
    expect(cents('12.5', ',')).toBe('invalid');
    expect(cents('999999999999.00')).toBe('too-large');
    expect(cents('99999999999.99')).toBe(9999999999999);
  });

  it('reads back any amount written with two decimals, either separator, thousands or not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13 + 1, max: 1e13 - 1 }), fc.constantFrom<'.' | ','>('.', ','), fc.boolean(), (value, decimal, grouped) => {
        const abs = Math.abs(value);
        let whole = String(Math.floor(abs / 100));
        if (grouped) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, decimal === '.' ? ',' : '.');
        const text = `${value < 0 ? '-' : ''}${whole}${decimal}${String(abs % 100).padStart(2, '0')}`;
        expect(cents(text, decimal)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('detectDecimalSeparator', () => {
  it('finds a decimal comma from the amounts, a dot otherwise', () => {
    expect(detectDecimalSeparator(['-12,50', '1.234,00', '7'])).toBe(',');
    expect(detectDecimalSeparator(['-12.50', '1,234', '7'])).toBe('.');
    expect(detectDecimalSeparator([])).toBe('.');
  });
});

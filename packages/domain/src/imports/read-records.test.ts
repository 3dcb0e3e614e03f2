import { describe, expect, it } from 'vitest';
import type { FileRecord } from './file-records';
import { chooseDateFormat, readRecords, recordsDecimalSeparator } from './read-records';

const record = (row: number, dateText: string, amount: FileRecord['amount'], description = 'Shop'): FileRecord => ({
  row: `Row ${row}`,
  dateText,
  amount,
  description,
  category: null,
  fitId: null,
});
const options = { dateFormat: 'MM/DD/YYYY', decimal: '.', today: '2024-06-30', outPositive: false } as const;

describe('readRecords', () => {
  it("turns money in positive into Plaid's sign (money out positive), and debit and credit columns likewise", () => {
    const { rows, errors } = readRecords(
      [
        record(2, '01/05/2024', { kind: 'signed', text: '-12.50' }),
        record(3, '01/06/2024', { kind: 'split', debit: '', credit: '100' }),
        record(4, '01/07/2024', { kind: 'split', debit: '20.00', credit: '0.00' }),
      ],
      options,
    );
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.date, row.amountCents])).toEqual([
      ['2024-01-05', 1250],
      ['2024-01-06', -10000],
      ['2024-01-07', 2000],
    ]);
    expect(readRecords([record(2, '01/05/2024', { kind: 'signed', text: '12.50' })], { ...options, outPositive: true }).rows[0]?.amountCents).toBe(1250);
  });

  it('quotes a long cell back cut short', () => {
    const { errors } = readRecords([record(2, '01/05/2024', { kind: 'signed', text: 'x'.repeat(100_000) })], options);
    expect(errors[0]?.message).toBe(`Row 2: the amount "${'x'.repeat(40)}…" is not a number`);
  });

  it('names every row it cannot read, in words', () => {
    const { rows, errors } = readRecords(
      [
        record(7, '01/05/2024', { kind: 'signed', text: '12,5O' }),
        record(8, '31/01/2024', { kind: 'signed', text: '1' }),
        record(9, '07/04/2025', { kind: 'signed', text: '1' }),
        record(10, '01/05/2024', { kind: 'split', debit: '1', credit: '2' }),
        record(11, '01/05/2024', { kind: 'signed', text: '1' }, '   '),
        record(12, '', { kind: 'signed', text: '1' }),
        { ...record(13, '01/05/2024', { kind: 'signed', text: '' }), shortRow: 2 },
      ],
      options,
    );
    expect(rows).toEqual([]);
    expect(errors.map((error) => error.message)).toEqual([
      'Row 7: the amount "12,5O" is not a number',
      'Row 8: the date "31/01/2024" is not a date in the format chosen',
      'Row 9: the date 2025-07-04 is in the future',
      'Row 10: both debit and credit hold an amount',
      'Row 11: the description is missing',
      'Row 12: the date is missing',
      'Row 13: has 2 columns, fewer than the columns chosen',
    ]);
  });
});

describe('chooseDateFormat and recordsDecimalSeparator', () => {
  it('detects the format and the decimal comma, or keeps the one chosen', () => {
    const records = [record(2, '25.01.2024', { kind: 'signed', text: '-12,50' }), record(3, '26.01.2024', { kind: 'split', debit: '1.234,00', credit: '' })];
    expect(chooseDateFormat(records, null)).toEqual({ used: 'DD/MM/YYYY', detected: true, fits: ['DD/MM/YYYY'] });
    expect(chooseDateFormat(records, 'MM/DD/YYYY')).toEqual({ used: 'MM/DD/YYYY', detected: false, fits: ['DD/MM/YYYY'] });
    expect(recordsDecimalSeparator(records)).toBe(',');
  });
});

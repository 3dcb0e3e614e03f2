import { describe, expect, it } from 'vitest';
import { checkCsvMapping, csvRecords, guessCsvMapping } from './csv-mapping';

describe('guessCsvMapping', () => {
  it('reads the columns from common bank headers', () => {
    expect(guessCsvMapping([['Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount', 'Memo']])).toEqual({
      hasHeader: true,
      date: 0,
      description: 2,
      amount: 5,
      debit: null,
      credit: null,
      category: 3,
      amountSign: 'in-positive',
    });
    expect(guessCsvMapping([['Date', 'Payee', 'Money Out', 'Money In', 'Balance']])).toEqual({
      hasHeader: true,
      date: 0,
      description: 1,
      amount: null,
      debit: 2,
      credit: 3,
      category: null,
      amountSign: 'in-positive',
    });
    expect(guessCsvMapping([['Buchungstag', 'Text']])).toBeNull();
  });

  it('reads the columns from the cells of a file without a header', () => {
    expect(
      guessCsvMapping([
        ['01/05/2024', '-12.50', 'COFFEE SHOP 123'],
        ['01/06/2024', '2,000.00', 'PAYROLL'],
      ]),
    ).toMatchObject({ hasHeader: false, date: 0, amount: 1, description: 2 });
  });
});

describe('checkCsvMapping', () => {
  it('needs an amount or both debit and credit, and columns the file has', () => {
    const base = { hasHeader: true, date: 0, description: 1, amount: 2, debit: null, credit: null, category: null, amountSign: 'in-positive' } as const;
    expect(checkCsvMapping(base, 3)).toBeNull();
    expect(checkCsvMapping({ ...base, amount: null, debit: 2 }, 4)).toBe('Choose an amount column, or a debit and a credit column.');
    expect(checkCsvMapping({ ...base, category: 7 }, 3)).toBe('The category column is not in this file.');
  });
});

describe('csvRecords', () => {
  it('numbers rows as a spreadsheet shows them, skips blank lines and marks short rows', () => {
    const mapping = { hasHeader: true, date: 0, description: 1, amount: 2, debit: null, credit: null, category: null, amountSign: 'in-positive' } as const;
    const records = csvRecords([['Date', 'Description', 'Amount'], ['2024-01-05', 'Coffee', '-3.50'], [''], ['2024-01-06', 'Short']], mapping);
    expect(records).toEqual([
      { row: 'Row 2', dateText: '2024-01-05', amount: { kind: 'signed', text: '-3.50' }, description: 'Coffee', category: null, fitId: null },
      { row: 'Row 4', dateText: '2024-01-06', amount: { kind: 'signed', text: '' }, description: 'Short', category: null, fitId: null, shortRow: 2 },
    ]);
  });
});

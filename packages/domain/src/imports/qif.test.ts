import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQif } from './qif';

describe('parseQif', () => {
  it("reads a bank section's records, skipping an account header and a category list, keeping a split's total", () => {
    const text = [
      '!Option:AutoSwitch',
      '!Account',
      'NChecking',
      'TBank',
      '^',
      '!Clear:AutoSwitch',
      '!Type:Cat',
      'NGroceries',
      'E',
      '^',
      '!Type:Bank',
      "D1/ 5'24",
      'T-1,234.56',
      'PLandlord',
      'LRent',
      '^',
      'D01/06/2024',
      'U-20.00',
      'T-20.00',
      'MCorner shop',
      'LFood:Groceries',
      'SFood',
      '$-15.00',
      'SHome',
      '$-5.00',
      '^',
    ].join('\r\n');
    expect(parseQif(text)).toEqual({
      ok: true,
      records: [
        { row: 'Transaction 1', dateText: "1/5'24", amount: { kind: 'signed', text: '-1,234.56' }, description: 'Landlord', category: 'Rent', fitId: null },
        {
          row: 'Transaction 2',
          dateText: '01/06/2024',
          amount: { kind: 'signed', text: '-20.00' },
          description: 'Corner shop',
          category: 'Food:Groceries',
          fitId: null,
        },
      ],
    });
  });

  it('refuses an investment section', () => {
    expect(parseQif('!Type:Invst\nD1/1/24\nNBuy\n^')).toEqual({
      ok: false,
      message: 'This QIF file holds investment transactions, which import does not take. Export the bank or card account instead.',
    });
  });

  it('reads back every record written, with or without a last ^ (property)', () => {
    const word = fc.string({ minLength: 1, maxLength: 20 }).map((value) => `w${value.replace(/[\r\n^!\s]/g, '')}`);
    const record = fc.record({
      date: fc.constantFrom('1/2/24', '12/31/2023', '2024-02-29'),
      amount: fc.integer({ min: -1e8, max: 1e8 }).map((cents) => (cents / 100).toFixed(2)),
      payee: word,
      category: fc.option(word, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), fc.constantFrom('CCard', 'Bank', 'Cash', 'Oth L'), fc.boolean(), (records, type, lastCaret) => {
        const body = records
          .map((item) => [`D${item.date}`, `T${item.amount}`, `P${item.payee}`, ...(item.category ? [`L${item.category}`] : [])].join('\n'))
          .join('\n^\n');
        const reading = parseQif(`!Type:${type}\n${body}${lastCaret && records.length ? '\n^' : ''}\n`);
        expect(reading.ok && reading.records.map((read) => [read.dateText, read.amount, read.description, read.category])).toEqual(
          records.map((item) => [item.date, { kind: 'signed', text: item.amount }, item.payee, item.category]),
        );
      }),
    );
  });

  it('never throws, whatever the text (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (junk) => void parseQif(`!Type:Bank\n${junk}`)));
  });
});

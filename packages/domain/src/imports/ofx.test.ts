import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOfx } from './ofx';

const SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20240131120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>0001234<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105120000.000[-5:EST]<TRNAMT>-42.17<FITID>2024010501<NAME>AT&T Wireless<MEMO>Phone bill</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240115<TRNAMT>2500.00<FITID>2024011501<NAME>ACME PAYROLL</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>3120.55<DTASOF>20240131</LEDGERBAL>
<AVAILBAL><BALAMT>3000.00<DTASOF>20240131</AVAILBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const XML = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1</TRNUID><CCSTMTRS><CURDEF>USD</CURDEF>
<CCACCTFROM><ACCTID>4111</ACCTID></CCACCTFROM><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240203</DTPOSTED><TRNAMT>-19.99</TRNAMT><FITID>A1</FITID><NAME>Books &amp; Co</NAME></STMTTRN>
<STMTTRN><TRNTYPE>PAYMENT</TRNTYPE><DTPOSTED>20240210</DTPOSTED><TRNAMT>100.00</TRNAMT><FITID>A2</FITID><NAME></NAME><MEMO>Thank you</MEMO></STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>-245.10</BALAMT><DTASOF>20240229</DTASOF></LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;

describe('parseOfx', () => {
  it('reads an OFX 1.x (SGML) statement: leaf elements without end tags, entities left raw, the ledger balance not the available one', () => {
    const reading = parseOfx(SGML);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.statement.isCreditCard).toBe(false);
    expect(reading.statement.ledgerBalance).toEqual({ amountText: '3120.55', dateText: '20240131' });
    expect(reading.statement.records).toEqual([
      {
        row: 'Transaction 1',
        dateText: '20240105',
        amount: { kind: 'signed', text: '-42.17' },
        description: 'AT&T Wireless',
        category: 'DEBIT',
        fitId: '2024010501',
      },
      {
        row: 'Transaction 2',
        dateText: '20240115',
        amount: { kind: 'signed', text: '2500.00' },
        description: 'ACME PAYROLL',
        category: 'CREDIT',
        fitId: '2024011501',
      },
    ]);
  });

  it('reads an OFX 2.x (XML) credit-card statement, decoding entities and falling back to the memo for an empty name', () => {
    const reading = parseOfx(XML);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.statement.isCreditCard).toBe(true);
    expect(reading.statement.ledgerBalance).toEqual({ amountText: '-245.10', dateText: '20240229' });
    expect(reading.statement.records.map((record) => [record.description, record.fitId])).toEqual([
      ['Books & Co', 'A1'],
      ['Thank you', 'A2'],
    ]);
  });

  it("takes a QFX with a bank's odd header: blank lines, lower-case keys, no line breaks, lower-case tags and Intuit's own elements", () => {
    const odd = `\r\n\r\nofxheader:100\r\ndata:OFXSGML\r\n  VERSION:102\r\n<ofx><signonmsgsrsv1><sonrs><intu.bid>3000<intu.userid>x</sonrs></signonmsgsrsv1><bankmsgsrsv1><stmttrnrs><stmtrs><bankacctfrom><acctid>9</bankacctfrom><banktranlist><stmttrn><trntype>debit<dtposted>20231130<trnamt>-5,25<fitid>z9<name>Café</stmttrn></banktranlist><ledgerbal><balamt>10<dtasof>20231130</ledgerbal></stmtrs></stmttrnrs></bankmsgsrsv1></ofx>`;
    const reading = parseOfx(odd);
    expect(reading.ok && reading.statement.records).toEqual([
      { row: 'Transaction 1', dateText: '20231130', amount: { kind: 'signed', text: '-5,25' }, description: 'Café', category: 'DEBIT', fitId: 'z9' },
    ]);
    expect(reading.ok && reading.statement.ledgerBalance).toEqual({ amountText: '10', dateText: '20231130' });
  });

  it('refuses a file without a statement, and one with statements of two accounts', () => {
    expect(parseOfx('OFXHEADER:100\n\nnothing here')).toEqual({ ok: false, message: 'This OFX file has no statement in it: export it again from your bank.' });
    expect(parseOfx('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>').ok).toBe(false);
    const two = `<OFX>${['1', '2'].map((id) => `<STMTRS><BANKACCTFROM><ACCTID>${id}</BANKACCTFROM><BANKTRANLIST></BANKTRANLIST></STMTRS>`).join('')}</OFX>`;
    expect(parseOfx(two)).toEqual({
      ok: false,
      message: 'This file holds statements of 2 accounts. Export one account at a time and import each into its own account.',
    });
  });

  // Property: whatever transactions a bank writes, as SGML or XML, are read back as written.
  const text = fc.string({ minLength: 1, maxLength: 30 }).map((value) => value.replace(/[<>&\s]/g, 'x'));
  const transaction = fc.record({
    date: fc
      .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10).replaceAll('-', '')),
    amount: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
    fitId: text,
    name: text,
    type: fc.constantFrom('DEBIT', 'CREDIT', 'XFER', 'FEE'),
  });
  type Written = { date: string; amount: string; fitId: string; name: string; type: string };
  const write = (items: Written[], xml: boolean) => {
    const leaf = (tag: string, value: string) => (xml ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}\n`);
    const body = items
      .map(
        (item) =>
          `<STMTTRN>${leaf('TRNTYPE', item.type)}${leaf('DTPOSTED', `${item.date}120000`)}${leaf('TRNAMT', item.amount)}${leaf('FITID', item.fitId)}${leaf('NAME', item.name)}</STMTTRN>`,
      )
      .join('\n');
    const header = xml ? '<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="220"?>' : 'OFXHEADER:100\nDATA:OFXSGML\n\n';
    return `${header}<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM>${leaf('ACCTID', '1')}</BANKACCTFROM><BANKTRANLIST>${body}</BANKTRANLIST><LEDGERBAL>${leaf('BALAMT', '1.00')}${leaf('DTASOF', '20240101')}</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
  };

  it('reads back every transaction written, in SGML and in XML (property)', () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 20 }), fc.boolean(), (items, xml) => {
        const reading = parseOfx(write(items, xml));
        expect(reading.ok).toBe(true);
        if (!reading.ok) return;
        expect(reading.statement.records.map((record) => [record.dateText, record.amount, record.fitId, record.description, record.category])).toEqual(
          items.map((item) => [item.date, { kind: 'signed', text: item.amount }, item.fitId.trim() || null, item.name.trim(), item.type]),
        );
        expect(reading.statement.ledgerBalance).toEqual({ amountText: '1.00', dateText: '20240101' });
      }),
    );
  });

  it("reads a hostile file in one pass: a '<' whose '>' never comes, a FITID too long to be the bank's", () => {
    // Were the tag pattern to backtrack over what follows an unclosed '<', this would not finish.
    expect(parseOfx(`<OFX><STMTRS><${'A'.repeat(2_000_000)}`).ok).toBe(true);
    const long = parseOfx(`<OFX><STMTRS><STMTTRN><FITID>${'9'.repeat(256)}<NAME>x</STMTTRN></STMTRS></OFX>`);
    expect(long.ok && long.statement.records[0]?.fitId).toBeNull();
  });

  it('never throws, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (junk) => {
        parseOfx(`<OFX>${junk}`);
        parseOfx(junk);
      }),
    );
  });
});

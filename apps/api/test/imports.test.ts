import { financialAccounts, importMappings, transactions } from '@finboard/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '../src/platform/clock';
import { createTestApp, expectError, multipartBody, type SignedUpPerson, signUpOwnerStrangerAndAdvisor, type TestApp } from './test-app';

// Importing bank files into manual accounts (issue 37): preview changes nothing, confirm writes what
// the preview showed in one transaction, re-imports add nothing twice, and only the owner's manual
// accounts take files.

let t: TestApp;
let client: SignedUpPerson;
let other: SignedUpPerson;
let advisor: SignedUpPerson;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  ({ client, other, advisor } = await signUpOwnerStrangerAndAdvisor(t));
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
const send = (cookies: string[] | undefined, step: 'preview' | 'confirm', options: Json | string | null, file: Buffer | string | null) => {
  const parts = [];
  if (options !== null) parts.push({ name: 'options', value: typeof options === 'string' ? options : JSON.stringify(options) });
  if (file !== null) parts.push({ name: 'file', value: Buffer.isBuffer(file) ? file : Buffer.from(file, 'utf8'), filename: 'statement.dat' });
  return t.request({ method: 'POST', url: `/api/imports/${step}`, cookies, ...multipartBody(parts) });
};
async function ok(cookies: string[], step: 'preview' | 'confirm', options: Json, file: Buffer | string) {
  const response = await send(cookies, step, options, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function manualAccount(cookies: string[], overrides: Json = {}): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/accounts/manual',
    cookies,
    payload: {
      institutionName: 'Credit Union',
      name: 'Checking',
      balanceType: 'assets',
      accountType: 'depository',
      accountSubtype: 'checking',
      amount: '100',
      date: '2024-01-01',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().account.id as string;
}
const liveTransactions = (accountId: string) =>
  t.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), isNull(transactions.deletedAt)))
    .orderBy(transactions.date, transactions.name);
const accountRow = async (accountId: string) => (await t.database.db.select().from(financialAccounts).where(eq(financialAccounts.id, accountId)))[0];

const ofx = (rows: [fitId: string, date: string, amount: string, name: string][], ledger = '1500.00', asOf = '20240131') => `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>42<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>
${rows.map(([fitId, date, amount, name]) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitId}<NAME>${name}</STMTTRN>`).join('\n')}
</BANKTRANLIST><LEDGERBAL><BALAMT>${ledger}<DTASOF>${asOf}</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('OFX: preview, confirm, and FITIDs per account', () => {
  it('previews without writing, confirms once, and a second import of an overlapping file adds only what is new', async () => {
    const accountId = await manualAccount(client.cookies);
    const file = ofx([
      ['a1', '20240105', '-42.17', 'Phone'],
      ['a2', '20240110', '2500.00', 'Payroll'],
    ]);
    const preview = await ok(client.cookies, 'preview', { accountId }, file);
    expect(preview).toMatchObject({
      kind: 'ofx',
      summary: '2 new, 0 already here, 0 with errors',
      ledgerBalance: { amountCents: 150000, date: '2024-01-31' },
      needs: null,
    });
    expect(preview.sample.map((row: Json) => [row.date, row.amountCents])).toEqual([
      ['2024-01-05', 4217],
      ['2024-01-10', -250000],
    ]);
    expect(await liveTransactions(accountId)).toHaveLength(0);

    expect(await ok(client.cookies, 'confirm', { accountId }, file)).toEqual({ accountId, added: 2, skipped: 0, balanceUpdated: true });
    expect((await liveTransactions(accountId)).map((row) => [row.date, row.amountCents, row.name])).toEqual([
      ['2024-01-05', 4217, 'Phone'],
      ['2024-01-10', -250000, 'Payroll'],
    ]);
    expect(await accountRow(accountId)).toMatchObject({ amountCents: 150000, balanceDate: '2024-01-31' });

    const again = ofx(
      [
        ['a2', '20240110', '2500.00', 'Payroll'],
        ['a3', '20240201', '-9.99', 'Music'],
      ],
      '1490.01',
      '20240202',
    );
    expect((await ok(client.cookies, 'preview', { accountId }, again)).summary).toBe('1 new, 1 already here, 0 with errors');
    expect(await ok(client.cookies, 'confirm', { accountId }, again)).toMatchObject({ added: 1, skipped: 1 });
    expect(await ok(client.cookies, 'confirm', { accountId }, again)).toMatchObject({ added: 0, skipped: 2 });
    expect(await liveTransactions(accountId)).toHaveLength(3);
    expect((await accountRow(accountId))?.amountCents).toBe(149001);

    // The same FITID in another account is another transaction.
    const second = await manualAccount(client.cookies, { name: 'Second' });
    expect(await ok(client.cookies, 'confirm', { accountId: second }, file)).toMatchObject({ added: 2 });
  });

  it('does not roll the balance back to an older statement', async () => {
    const accountId = await manualAccount(client.cookies, { date: '2024-06-01', amount: '777' });
    expect(await ok(client.cookies, 'confirm', { accountId }, ofx([['x', '20240105', '-1.00', 'Old']]))).toMatchObject({ added: 1, balanceUpdated: false });
    expect((await accountRow(accountId))?.amountCents).toBe(77700);
  });

  it('creates a new credit-card account on confirm only, its balance owed positive, its rows categorised like linked ones', async () => {
    const cc = ofx(
      [
        ['c1', '20240105', '-60.00', 'Corner grocer'],
        ['c2', '20240106', '200.00', 'Payment thank you'],
      ],
      '-245.10',
    )
      .replace('<STMTRS>', '<CCSTMTRS>')
      .replace('</STMTRS>', '</CCSTMTRS>');
    const newAccount = { institutionName: 'Card Bank', name: 'Visa', kind: 'credit card' };
    const before = await t.database.db.select().from(financialAccounts).where(eq(financialAccounts.userId, client.user.id));
    expect((await ok(client.cookies, 'preview', { newAccount }, cc)).ledgerBalance).toEqual({ amountCents: 24510, date: '2024-01-31' });
    expect(await t.database.db.select().from(financialAccounts).where(eq(financialAccounts.userId, client.user.id))).toHaveLength(before.length);
    const done = await ok(client.cookies, 'confirm', { newAccount }, cc);
    expect(await accountRow(done.accountId)).toMatchObject({
      name: 'Visa',
      balanceType: 'liabilities',
      accountType: 'credit',
      amountCents: 24510,
      isManualRecord: true,
    });
    const rows = await liveTransactions(done.accountId);
    expect(rows.map((row) => [row.name, row.categoryType])).toEqual([
      ['Corner grocer', 'non-essential'],
      ['Payment thank you', 'non-essential'],
    ]);
  });
});

describe('CSV: columns, dates, errors, near-duplicates', () => {
  const csv = [
    'Date;Description;Category;Amount',
    '05.01.2024;Supermarket;Groceries;-12,50',
    '06.01.2024;Rent;Rent;-1.200,00',
    '07.01.2024;Broken;;12,5O',
    '08.01.2024;Salary;Salary;2.500,00',
    '',
  ].join('\r\n');
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]);

  it('reads a BOM, semicolons and decimal commas; detects and shows the date format; names bad rows; remembers the columns', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Euro' });
    const preview = await ok(client.cookies, 'preview', { accountId }, bom);
    expect(preview.csv).toMatchObject({
      headers: ['Date', 'Description', 'Category', 'Amount'],
      mapping: { hasHeader: true, date: 0, description: 1, amount: 3, category: 2 },
      mappingSaved: false,
    });
    expect(preview.dateFormat).toEqual({ used: 'DD/MM/YYYY', detected: true, fits: ['DD/MM/YYYY', 'MM/DD/YYYY'] });
    expect(preview.summary).toBe('3 new, 0 already here, 1 with errors');
    expect(preview.errors).toEqual([{ row: 'Row 4', message: 'Row 4: the amount "12,5O" is not a number' }]);

    const done = await ok(client.cookies, 'confirm', { accountId }, bom);
    expect(done).toMatchObject({ added: 3, skipped: 1, balanceUpdated: false });
    const rows = await liveTransactions(accountId);
    expect(rows.map((row) => [row.date, row.amountCents, row.categoryType])).toEqual([
      ['2024-01-05', 1250, 'essential'],
      ['2024-01-06', 120000, 'essential'],
      ['2024-01-08', -250000, 'non-essential'],
    ]);
    const [saved] = await t.database.db.select().from(importMappings).where(eq(importMappings.accountId, accountId));
    expect(saved?.headers).toEqual(['Date', 'Description', 'Category', 'Amount']);

    // The same file again: nothing new; the remembered columns are offered.
    const again = await ok(client.cookies, 'preview', { accountId }, bom);
    expect(again).toMatchObject({ summary: '0 new, 3 already here, 1 with errors', csv: { mappingSaved: true } });
  });

  it('asks for the columns when it cannot tell them, uses the ones chosen, and a debit/credit pair', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Plain' });
    const file = 'When,What,Out,In\n2024-02-01,Coffee,3.50,\n2024-02-02,Refund,,10.00\n';
    const first = await ok(client.cookies, 'preview', { accountId }, file);
    expect(first).toMatchObject({
      needs: 'Choose which columns hold the date, the description and the amount (or debit and credit).',
      csv: { mapping: null, headers: ['When', 'What', 'Out', 'In'] },
    });
    const mapping = { hasHeader: true, date: 0, description: 1, amount: null, debit: 2, credit: 3, category: null, amountSign: 'in-positive' };
    const preview = await ok(client.cookies, 'preview', { accountId, mapping }, file);
    expect(preview.sample.map((row: Json) => row.amountCents)).toEqual([350, -1000]);
    expect((await send(client.cookies, 'preview', { accountId, mapping: { ...mapping, credit: 9 } }, file)).json().needs).toBe(
      'The credit column is not in this file.',
    );
  });

  it('leaves near-duplicates to the client: skipped unless chosen', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Near' });
    await ok(client.cookies, 'confirm', { accountId }, 'Date,Description,Amount\n2024-03-01,GYM MEMBERSHIP,-40.00\n2024-03-02,Lunch,-8.00\n');
    const file = 'Date,Description,Amount\n2024-03-03,Gym,-40.00\n2024-03-02,Lunch,-8.00\n2024-03-05,Books,-20.00\n';
    const preview = await ok(client.cookies, 'preview', { accountId }, file);
    expect(preview.counts).toEqual({ new: 1, alreadyHere: 1, nearDuplicates: 1, errors: 0 });
    expect(preview.nearDuplicates).toEqual([
      expect.objectContaining({ index: 0, description: 'Gym', existing: { date: '2024-03-01', name: 'GYM MEMBERSHIP', amountCents: 4000 } }),
    ]);
    expect(await ok(client.cookies, 'confirm', { accountId }, file)).toMatchObject({ added: 1 });
    expect(await ok(client.cookies, 'confirm', { accountId, includeNearDuplicates: [0] }, file)).toMatchObject({ added: 1 });
    expect((await liveTransactions(accountId)).map((row) => row.name)).toEqual(['GYM MEMBERSHIP', 'Lunch', 'Gym', 'Books']);
  });

  it('refuses dates in the future row by row', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Future' });
    const preview = await ok(client.cookies, 'preview', { accountId }, `Date,Description,Amount\n2999-01-01,Later,-1.00\n${productToday()},Today,-2.00\n`);
    expect(preview.errors).toEqual([{ row: 'Row 2', message: 'Row 2: the date 2999-01-01 is in the future' }]);
    expect(preview.counts.new).toBe(1);
  });
});

describe('QIF', () => {
  it('imports a bank QIF, its date format detected', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Quicken' });
    const file = "!Type:Bank\nD1/15'24\nT-1,234.56\nPLandlord\nLRent\n^\nD1/16'24\nT50.00\nPRefund\n^\n";
    const preview = await ok(client.cookies, 'preview', { accountId }, file);
    expect(preview).toMatchObject({ kind: 'qif', dateFormat: { used: 'MM/DD/YY' }, summary: '2 new, 0 already here, 0 with errors' });
    expect(await ok(client.cookies, 'confirm', { accountId }, file)).toMatchObject({ added: 2 });
    expect(await ok(client.cookies, 'confirm', { accountId }, file)).toMatchObject({ added: 0 });
  });
});

describe('bad input changes nothing and says why', () => {
  it.each([
    ['a 0-byte file', Buffer.alloc(0), 'The file is empty: there is nothing to import.'],
    ['blank text', '  \n\n', 'The file is empty: there is nothing to import.'],
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'This file is not text (perhaps a spreadsheet or a PDF). Export it from your bank as OFX, QFX, QIF or CSV.'],
    [
      'an XLSX (a ZIP)',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      'This file is not text (perhaps a spreadsheet or a PDF). Export it from your bank as OFX, QFX, QIF or CSV.',
    ],
    ['an HTML page', '<html><body>Sign in</body></html>', 'This is not a file we can import. Choose an OFX, QFX, QIF or CSV file exported by your bank.'],
    ['JSON', '{"transactions": []}', 'This is not a file we can import. Choose an OFX, QFX, QIF or CSV file exported by your bank.'],
    ['one column of text', 'hello\nworld\n', 'Only one column was found in this CSV file. Check that it is separated by commas, semicolons or tabs.'],
    ['a header only', 'Date,Description,Amount\n', 'The file has no transactions in it.'],
    [
      'an OFX without a statement',
      'OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>',
      'This OFX file has no statement in it: export it again from your bank.',
    ],
    [
      'a QIF of investments',
      '!Type:Invst\nD1/1/24\n^\n',
      'This QIF file holds investment transactions, which import does not take. Export the bank or card account instead.',
    ],
  ])('%s', async (_, file, message) => {
    const accountId = await manualAccount(client.cookies, { name: 'Bad input' });
    for (const step of ['preview', 'confirm'] as const)
      expect(expectError(await send(client.cookies, step, { accountId }, file), 400, 'VALIDATION').message).toBe(message);
    expect(await liveTransactions(accountId)).toHaveLength(0);
  });

  it('refuses a file of 100,000 rows, naming the limit, and writes nothing', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Huge' });
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 100_000; i += 1) lines.push(`2024-01-01,Row ${i},-1.00`);
    const error = expectError(await send(client.cookies, 'confirm', { accountId }, lines.join('\n')), 400, 'VALIDATION');
    expect(error.message).toBe('The file has more than 50,000 rows, the most one import takes. Split it into smaller files.');
    expect(await liveTransactions(accountId)).toHaveLength(0);
  });

  it('refuses a QIF and an OFX of 100,000 rows as it does a CSV, and writes nothing', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Huge others' });
    const qif = ['!Type:Bank'];
    for (let i = 0; i < 100_000; i += 1) qif.push('D1/1/24', 'T-1.00', `PRow ${i}`, '^');
    const manyOfx = ofx(Array.from({ length: 100_000 }, (_, i) => [`f${i}`, '20240101', '-1.00', `Row ${i}`] as [string, string, string, string]));
    for (const file of [qif.join('\n'), manyOfx]) {
      expect(Buffer.byteLength(file)).toBeLessThan(10 * 1024 * 1024);
      const error = expectError(await send(client.cookies, 'confirm', { accountId }, file), 400, 'VALIDATION');
      expect(error.message).toBe('The file has more than 50,000 rows, the most one import takes. Split it into smaller files.');
    }
    expect(await liveTransactions(accountId)).toHaveLength(0);
  });

  it('writes nothing from a file whose every date is in the future, and says so row by row', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'All future' });
    const file = 'Date,Description,Amount\n2999-01-01,Later,-1.00\n2999-02-01,Much later,-2.00\n';
    const preview = await ok(client.cookies, 'preview', { accountId }, file);
    expect(preview.summary).toBe('0 new, 0 already here, 2 with errors');
    expect(preview.errors.map((error: Json) => error.message)).toEqual([
      'Row 2: the date 2999-01-01 is in the future',
      'Row 3: the date 2999-02-01 is in the future',
    ]);
    expect(await ok(client.cookies, 'confirm', { accountId }, file)).toMatchObject({ added: 0, skipped: 2, balanceUpdated: false });
    expect(await liveTransactions(accountId)).toHaveLength(0);
    expect((await accountRow(accountId))?.amountCents).toBe(10000);
  });

  it("reads a QFX with a bank's odd header through the api, and names a QFX cut short without writing", async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Odd QFX' });
    const odd = `\r\n\r\nofxheader:100\r\ndata:OFXSGML\r\n  VERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n<ofx><signonmsgsrsv1><sonrs><intu.bid>3000<intu.userid>x</sonrs></signonmsgsrsv1><bankmsgsrsv1><stmttrnrs><stmtrs><bankacctfrom><acctid>9</bankacctfrom><banktranlist><stmttrn><trntype>debit<dtposted>20231130120000.000[-5:EST]<trnamt>-5,25<fitid>z9<name>Cafe</stmttrn></banktranlist><ledgerbal><balamt>10<dtasof>20231130</ledgerbal></stmtrs></stmttrnrs></bankmsgsrsv1></ofx>`;
    const preview = await ok(client.cookies, 'preview', { accountId }, odd);
    expect(preview).toMatchObject({ kind: 'ofx', summary: '1 new, 0 already here, 0 with errors' });
    expect(preview.sample.map((row: Json) => [row.date, row.amountCents, row.description])).toEqual([['2023-11-30', 525, 'Cafe']]);
    const cut = odd.slice(0, odd.indexOf('<bankmsgsrsv1>'));
    expect(expectError(await send(client.cookies, 'confirm', { accountId }, cut), 400, 'VALIDATION').message).toBe(
      'This OFX file has no statement in it: export it again from your bank.',
    );
    expect(await liveTransactions(accountId)).toHaveLength(0);
    expect(await ok(client.cookies, 'confirm', { accountId }, odd)).toMatchObject({ added: 1 });
  });

  it('refuses a file over 10 MB with 413, naming the limit', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Big' });
    const error = expectError(await send(client.cookies, 'preview', { accountId }, Buffer.alloc(10 * 1024 * 1024 + 1, 'a')), 413, 'PAYLOAD_TOO_LARGE');
    expect(error.message).toBe('The file is larger than 10 MB, the most one import takes. Split it into smaller files.');
  });

  it('refuses missing or bad options, and no file', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Options' });
    expect(expectError(await send(client.cookies, 'preview', null, 'a,b\n'), 400).message).toBe('Choose an account to import into, or name a new one.');
    expect(expectError(await send(client.cookies, 'preview', '{not json', 'a,b\n'), 400).message).toBe('The import options are not valid.');
    expect(expectError(await send(client.cookies, 'preview', {}, 'a,b\n'), 400).message).toBe('Choose an account to import into, or name a new one.');
    expect(
      expectError(await send(client.cookies, 'preview', { accountId, newAccount: { institutionName: 'x', name: 'y', kind: 'checking' } }, 'a,b\n'), 400)
        .message,
    ).toBe('Choose an account to import into, or name a new one.');
    expect(
      expectError(await send(client.cookies, 'preview', { newAccount: { institutionName: ' ', name: 'y', kind: 'checking' } }, 'a,b\n'), 400).message,
    ).toBe('Institution name field is required');
    expect(expectError(await send(client.cookies, 'preview', { accountId }, null), 400).message).toBe('Choose a file to import (OFX, QFX, QIF or CSV).');
  });
});

describe('whose accounts', () => {
  const file = 'Date,Description,Amount\n2024-01-02,Coffee,-3.00\n';

  it("another user's account is NOT_FOUND, on preview and on confirm, and stays untouched", async () => {
    const theirs = await manualAccount(other.cookies);
    for (const step of ['preview', 'confirm'] as const) expectError(await send(client.cookies, step, { accountId: theirs }, file), 404, 'NOT_FOUND');
    expect(await liveTransactions(theirs)).toHaveLength(0);
  });

  it('a linked account takes no file', async () => {
    const accountId = await manualAccount(client.cookies, { name: 'Soon linked' });
    await t.database.db.update(financialAccounts).set({ isManualRecord: false }).where(eq(financialAccounts.id, accountId));
    expect(expectError(await send(client.cookies, 'preview', { accountId }, file), 400).message).toBe('Files can be imported only into a manual account.');
  });

  it("an advisor or a visitor cannot import; the accounts list is the caller's manual ones", async () => {
    expect((await send(advisor.cookies, 'preview', { newAccount: { institutionName: 'a', name: 'b', kind: 'checking' } }, file)).statusCode).toBe(403);
    expect((await send(undefined, 'preview', { newAccount: { institutionName: 'a', name: 'b', kind: 'checking' } }, file)).statusCode).toBe(401);
    const theirs = await manualAccount(other.cookies, { name: 'Only theirs' });
    const list = (await t.request({ method: 'GET', url: '/api/imports/accounts', cookies: client.cookies })).json().accounts as Json[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((account) => account.id)).not.toContain(theirs);
  });
});

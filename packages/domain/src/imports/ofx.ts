// OFX and QFX statements: 1.x (SGML, leaf elements without end tags, a header of KEY:VALUE lines) and
// 2.x (XML, with its <?xml?> and <?OFX?> instructions). Read as a stream of tags, so any header, any
// line breaks (or none), lower-case tags and unknown elements pass; only what a statement needs is kept.
import { IMPORT_MESSAGES } from './import-messages';
import type { FileBalance, FileRecord } from './file-records';

export interface OfxStatement {
  isCreditCard: boolean;
  ledgerBalance: FileBalance | null;
  records: FileRecord[];
}

export type OfxReading = { ok: true; statement: OfxStatement } | { ok: false; message: string };

// The name then '>' or attributes after a space: no two parts can take the same characters, so a
// '<' without its '>' costs one pass, not one per character after it (a 10 MB file of them stays fast).
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9._]*)(?:\s[^>]*)?>([^<]*)/g;
/** OFX's FITID is at most 255 characters: a longer one is not the bank's id, and the row is known by its date, amount and name instead. */
const MAX_FIT_ID = 255;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Whether text looks like OFX at all (an <OFX> element, or the 1.x header's first line). */
export function isOfxText(text: string): boolean {
  return /<OFX[\s>]/i.test(text) || /^\s*OFXHEADER\s*:/i.test(text);
}

interface Statement {
  accountId: string | null;
  isCreditCard: boolean;
  ledgerBalance: FileBalance | null;
  records: FileRecord[];
}

type Fields = Record<string, string>;

function toRecord(fields: Fields, number: number): FileRecord {
  const name = fields.NAME ?? fields['PAYEE.NAME'] ?? '';
  const memo = fields.MEMO ?? '';
  return {
    row: `Transaction ${number}`,
    // The date part of DTPOSTED (YYYYMMDD, then an optional time and zone): the day the bank posted it.
    dateText: (fields.DTPOSTED ?? '').slice(0, 8),
    amount: { kind: 'signed', text: fields.TRNAMT ?? '' },
    description: name.trim() !== '' ? name : memo,
    category: fields.TRNTYPE?.toUpperCase() ?? null,
    fitId: fields.FITID?.trim() && fields.FITID.trim().length <= MAX_FIT_ID ? fields.FITID.trim() : null,
  };
}

/** The statements of an OFX text, in the order they come. */
function readStatements(text: string): Statement[] {
  const statements: Statement[] = [];
  const open: string[] = [];
  let statement: Statement | null = null;
  let transaction: Fields | null = null;
  let balance: Fields | null = null;
  let count = 0;
  for (const match of text.matchAll(TAG)) {
    const [, slash, rawName = '', rawValue = ''] = match;
    const name = rawName.toUpperCase();
    const value = decodeEntities(rawValue).trim();
    if (slash) {
      if (name === 'STMTTRN' && transaction && statement) statement.records.push(toRecord(transaction, (count += 1)));
      if (name === 'STMTTRN') transaction = null;
      if (name === 'LEDGERBAL' && balance && statement && balance.BALAMT !== undefined)
        statement.ledgerBalance = { amountText: balance.BALAMT, dateText: (balance.DTASOF ?? '').slice(0, 8) };
      if (name === 'LEDGERBAL') balance = null;
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (name === 'STMTRS' || name === 'CCSTMTRS') {
      statement = { accountId: null, isCreditCard: name === 'CCSTMTRS', ledgerBalance: null, records: [] };
      statements.push(statement);
    } else if (name === 'STMTTRN') transaction = {};
    else if (name === 'LEDGERBAL') balance = {};
    if (value === '') {
      open.push(name); // an aggregate (or an empty leaf, which its end tag or the next aggregate's end closes)
      continue;
    }
    const parent = open[open.length - 1];
    if (transaction) transaction[parent === 'PAYEE' ? `PAYEE.${name}` : name] ??= value;
    else if (balance) balance[name] ??= value;
    else if (statement && name === 'ACCTID' && (parent === 'BANKACCTFROM' || parent === 'CCACCTFROM')) statement.accountId = value;
  }
  return statements;
}

/** The one statement of an OFX or QFX text, or why it cannot be imported. */
export function parseOfx(text: string): OfxReading {
  const start = text.search(/<OFX[\s>]/i);
  if (start < 0) return { ok: false, message: IMPORT_MESSAGES.ofxIncomplete };
  const statements = readStatements(text.slice(start));
  const accounts = new Set(statements.map((statement, index) => statement.accountId ?? `#${index}`));
  if (statements.length === 0) return { ok: false, message: IMPORT_MESSAGES.ofxIncomplete };
  if (accounts.size > 1) return { ok: false, message: IMPORT_MESSAGES.ofxManyAccounts(accounts.size) };
  // One account's statement may come in several parts (one per period): their transactions together, the last balance.
  const records = statements.flatMap((statement) => statement.records).map((record, index) => ({ ...record, row: `Transaction ${index + 1}` }));
  const ledgerBalance =
    statements
      .map((statement) => statement.ledgerBalance)
      .filter((balance) => balance !== null)
      .at(-1) ?? null;
  return { ok: true, statement: { isCreditCard: statements[0]?.isCreditCard ?? false, ledgerBalance, records } };
}

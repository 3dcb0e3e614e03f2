// QIF (Quicken Interchange Format): records of one-letter lines ended by '^'. Bank, cash, card and
// asset/liability sections are read; lists (categories, classes, memorised payees) and account
// headers are skipped; an investment section is refused (its lines mean other things).
import { IMPORT_MESSAGES } from './import-messages';
import type { FileRecord } from './file-records';

export type QifReading = { ok: true; records: FileRecord[] } | { ok: false; message: string };

const TRANSACTION_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);

/** Whether text looks like QIF (its first line a !Type: or !Account header, as every exporter writes). */
export function isQifText(text: string): boolean {
  return /^\s*!(Type|Account|Option|Clear)/i.test(text);
}

export function parseQif(text: string): QifReading {
  const records: FileRecord[] = [];
  let section: 'transactions' | 'skip' = 'skip';
  let fields: Record<string, string> = {};
  let hasFields = false;
  const finish = () => {
    if (section === 'transactions' && hasFields) {
      records.push({
        row: `Transaction ${records.length + 1}`,
        // Quicken writes 1/ 5'24 (a padded day, an apostrophe before a 21st-century year): the spaces go, the apostrophe is a separator.
        dateText: (fields.D ?? '').replace(/(?<=[/'])\s+/g, ''),
        amount: { kind: 'signed', text: fields.T ?? fields.U ?? '' },
        description: fields.P?.trim() ? fields.P : (fields.M ?? ''),
        category: fields.L?.trim() ? fields.L.trim() : null,
        fitId: null,
      });
    }
    fields = {};
    hasFields = false;
  };
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trimEnd();
    if (line.trim() === '') continue;
    if (line.startsWith('!')) {
      finish();
      const header = line.slice(1).trim().toLowerCase();
      if (header.startsWith('type:')) {
        const type = header.slice(5).trim();
        if (type === 'invst') return { ok: false, message: IMPORT_MESSAGES.qifInvestment };
        section = TRANSACTION_TYPES.has(type) ? 'transactions' : 'skip';
      } else if (header === 'account') section = 'skip'; // an account's N/T/D lines until its '^'
      continue;
    }
    if (line.startsWith('^')) {
      finish();
      continue;
    }
    const code = line[0] ?? '';
    // A split's lines (S, E, $) and addresses (A) repeat; the first of each other line is the transaction's.
    if (!(code in fields)) fields[code] = line.slice(1).trim();
    hasFields = true;
  }
  finish();
  return { ok: true, records };
}

// What every parser hands on: the file's transactions as written, before dates and amounts are read.

/** An amount as the file writes it: one signed column (money in positive), or a debit and a credit column. */
export type WrittenAmount = { kind: 'signed'; text: string } | { kind: 'split'; debit: string; credit: string };

export interface FileRecord {
  /** How a person finds it in the file: 'Row 7' (a CSV's line, the header being row 1) or 'Transaction 7'. */
  row: string;
  dateText: string;
  amount: WrittenAmount;
  description: string;
  /** The file's own category (a CSV column, QIF's L), or its transaction type (OFX's TRNTYPE). */
  category: string | null;
  /** OFX's FITID: the bank's own id of the transaction, unique per account. */
  fitId: string | null;
  /** A CSV row with fewer cells than the mapping reads: how many it has. */
  shortRow?: number;
}

/** The balance the file states (OFX's LEDGERBAL), as written. */
export interface FileBalance {
  amountText: string;
  dateText: string;
}

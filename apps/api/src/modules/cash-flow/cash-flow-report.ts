import { formatSlashDate } from '@finboard/domain/format';
import { centsToDollars } from '@finboard/domain/money';
import type { Worksheet } from '@cj-tech-master/excelts';

/** One transaction as the report lists it (Plaid's sign: positive is money out). */
export interface ReportTransaction {
  date: string;
  name: string;
  merchantName: string | null;
  accountName: string;
  transactionType: string;
  categoryType: string;
  amountCents: number;
}

export interface CashFlowReportInput {
  clientName: string;
  startDate: string;
  endDate: string;
  transactions: ReportTransaction[];
}

interface Section {
  title: string;
  includes: (row: ReportTransaction) => boolean;
}

const isTransfer = (row: ReportTransaction) => row.categoryType === 'transfer';
const isIncome = (row: ReportTransaction) => row.amountCents < 0 && !isTransfer(row);
const isExpense = (row: ReportTransaction) => row.amountCents > 0 && !isTransfer(row);

const SECTIONS: Section[] = [
  { title: 'Income', includes: isIncome },
  { title: 'Savings', includes: (row) => isExpense(row) && row.categoryType === 'savings' },
  { title: 'Essential', includes: (row) => isExpense(row) && row.categoryType === 'essential' },
  { title: 'Non-Essential', includes: (row) => isExpense(row) && row.categoryType === 'non-essential' },
];
// Apart from the totals: money moved between the client's accounts or paid to a debt.
const TRANSFER_SECTIONS: Section[] = [
  { title: 'Transfers In', includes: (row) => isTransfer(row) && row.amountCents < 0 },
  { title: 'Transfers Out', includes: (row) => isTransfer(row) && row.amountCents > 0 },
];

const MONEY = '"$"#,##0.00;-"$"#,##0.00';
const usDate = (date: string) => formatSlashDate(date);
const dollars = centsToDollars;
const sumOf = (rows: ReportTransaction[]) => rows.reduce((sum, row) => sum + Math.abs(row.amountCents), 0);

/** A section's title, its rows as positive dollars and its total (a formula); returns the total's cell. */
function addSection(sheet: Worksheet, section: Section, transactions: ReportTransaction[]): string {
  sheet.addRow([]);
  sheet.addRow([section.title]).font = { bold: true, size: 12 };
  const rows = transactions.filter(section.includes);
  const first = sheet.rowCount + 1;
  for (const row of rows) {
    sheet.addRow([usDate(row.date), row.merchantName ?? row.name, row.accountName, row.transactionType, dollars(Math.abs(row.amountCents))]).getCell(5).numFmt =
      MONEY;
  }
  const total = sheet.addRow([
    `Total ${section.title}`,
    '',
    '',
    '',
    rows.length ? { formula: `SUM(E${first}:E${sheet.rowCount})`, result: dollars(sumOf(rows)) } : 0,
  ]);
  total.font = { bold: true };
  total.getCell(5).numFmt = MONEY;
  return `E${total.number}`;
}

/**
 * 'Cash Flow Report.xlsx': the range's transactions in the sections Income, Savings, Essential and
 * Non-Essential, each with its total, then the totals (income, expenses, net), then the transfers
 * apart (in and out), which are neither income nor expenses. Amounts are shown as positive dollars
 * in their section; sums are spreadsheet formulas so an edited row re-totals.
 */
export async function buildCashFlowReport(input: CashFlowReportInput): Promise<Buffer> {
  // The Excel writer loads on the first report, not with the server.
  const { Workbook } = await import('@cj-tech-master/excelts');
  const workbook = new Workbook();
  workbook.creator = 'Finboard';
  const sheet = workbook.addWorksheet('Cash Flow', { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.columns = [
    { key: 'date', width: 12 },
    { key: 'name', width: 36 },
    { key: 'account', width: 24 },
    { key: 'type', width: 12 },
    { key: 'amount', width: 16 },
  ];
  sheet.addRow(['Cash Flow Report']).font = { bold: true, size: 14 };
  sheet.addRow([input.clientName]);
  sheet.addRow([`${usDate(input.startDate)} - ${usDate(input.endDate)}`]);
  const header = sheet.addRow(['Date', 'Name', 'Account', 'Type', 'Amount']);
  header.font = { bold: true };

  const totalCells: Record<string, string> = {};
  for (const section of SECTIONS) totalCells[section.title] = addSection(sheet, section, input.transactions);

  sheet.addRow([]);
  sheet.addRow(['Totals']).font = { bold: true, size: 12 };
  const income = sumOf(input.transactions.filter(isIncome));
  const expenses = sumOf(input.transactions.filter(isExpense));
  const expenseCells = `${totalCells.Savings}+${totalCells.Essential}+${totalCells['Non-Essential']}`;
  const totals: [string, string, number][] = [
    ['Total Income', totalCells.Income as string, income],
    ['Total Expenses', expenseCells, expenses],
    ['Net Cash Flow', `${totalCells.Income}-(${expenseCells})`, income - expenses],
  ];
  for (const [label, formula, cents] of totals) {
    const row = sheet.addRow([label, '', '', '', { formula, result: dollars(cents) }]);
    row.font = { bold: true };
    row.getCell(5).numFmt = MONEY;
  }

  sheet.addRow([]);
  sheet.addRow(['Transfers']).font = { bold: true, size: 12 };
  sheet.addRow(["Money moved between the client's accounts or paid to a debt: not income or expenses."]).font = { italic: true };
  for (const section of TRANSFER_SECTIONS) addSection(sheet, section, input.transactions);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

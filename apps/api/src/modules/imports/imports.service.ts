import { randomUUID } from 'node:crypto';
import type { TImportConfirmResponse, TImportOptions, TImportPreviewResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { IMPORT_MESSAGES, IMPORT_PREVIEW_LIST_MAX, importedCategory, importSummary, type ImportRow } from '@finboard/domain/imports';
import type { ClientDataWrite } from '../../access/client-data-write';
import { validationError } from '../../errors/app-error';
import { commitWithEvents } from '../../events/commit-with-events';
import { addAccount, changeAccount, findAccounts, findInstitutions, findOrCreateManualInstitution, getAccount } from '../institutions/accounts.service';
import { insertImportedTransactions, lockAccount, type NewImportedTransaction, saveImportMapping } from './imports.repository';
import { fitIdProviderId, type ImportTarget, type PreparedImport, prepareImport } from './prepare-import';
import { readImportFile } from './read-import-file';

export interface ImportDeps {
  db: Db;
  today: () => string;
}

const NEW_ACCOUNT_TYPES = {
  checking: { accountType: 'depository', accountSubtype: 'checking', balanceType: 'assets' },
  savings: { accountType: 'depository', accountSubtype: 'savings', balanceType: 'assets' },
  'credit card': { accountType: 'credit', accountSubtype: 'credit card', balanceType: 'liabilities' },
} as const;

/** The account named in the options: the owner's own manual account (another's is NOT_FOUND), or the new one described. */
async function targetOf(db: Db, ownerId: string, options: TImportOptions): Promise<ImportTarget> {
  if (options.newAccount) return { ownerId, accountId: null, isLiability: NEW_ACCOUNT_TYPES[options.newAccount.kind].balanceType === 'liabilities' };
  if (!options.accountId) throw validationError(IMPORT_MESSAGES.accountNeeded, 'accountId');
  const account = await getAccount(db, { ownerId, id: options.accountId });
  if (!account.isManualRecord) throw validationError(IMPORT_MESSAGES.manualOnly, 'accountId');
  return { ownerId, accountId: account.id, isLiability: account.balanceType === 'liabilities' };
}

const listed = (row: ImportRow) => ({
  index: row.index,
  row: row.row,
  date: row.date,
  description: row.description,
  amountCents: row.amountCents,
  categoryType: importedCategory(row.category, row.amountCents).type,
});

function toPreview(prepared: PreparedImport): TImportPreviewResponse {
  const count = (kind: string) => prepared.statuses.filter((status) => status.kind === kind).length;
  const counts = { new: count('new'), alreadyHere: count('duplicate'), nearDuplicates: count('near-duplicate'), errors: prepared.errors.length };
  const nearDuplicates = prepared.rows.flatMap((row, at) => {
    const status = prepared.statuses[at];
    return status?.kind === 'near-duplicate'
      ? [{ ...listed(row), existing: { date: status.match.date, name: status.match.name, amountCents: status.match.amountCents } }]
      : [];
  });
  return {
    kind: prepared.kind,
    csv: prepared.csv,
    dateFormat: prepared.dateFormat,
    needs: prepared.needs,
    counts,
    summary: importSummary(counts),
    errors: prepared.errors.slice(0, IMPORT_PREVIEW_LIST_MAX),
    nearDuplicates: nearDuplicates.slice(0, IMPORT_PREVIEW_LIST_MAX),
    sample: prepared.rows
      .filter((_, at) => prepared.statuses[at]?.kind === 'new')
      .slice(0, 10)
      .map(listed),
    ledgerBalance: prepared.ledgerBalance,
  };
}

/** What the file would add, changing nothing. */
export async function previewImport(deps: ImportDeps, write: ClientDataWrite, options: TImportOptions, bytes: Buffer): Promise<TImportPreviewResponse> {
  const ownerId = write.ownerId;
  const target = await targetOf(deps.db, ownerId, options);
  return toPreview(await prepareImport(deps.db, readImportFile(bytes), target, options, deps.today()));
}

/** The client's manual accounts, into which a file may go. */
export async function findImportAccounts(deps: ImportDeps, write: ClientDataWrite) {
  const ownerId = write.ownerId;
  const [accounts, institutions] = await Promise.all([findAccounts(deps.db, { ownerId }), findInstitutions(deps.db, { ownerId })]);
  const names = new Map(institutions.map((institution) => [institution.id, institution.name]));
  return {
    accounts: accounts
      .filter((account) => account.isManualRecord)
      .map((account) => ({ id: account.id, name: account.name, institutionName: names.get(account.institutionId) ?? '', balanceType: account.balanceType }))
      .sort((a, b) => a.institutionName.localeCompare(b.institutionName) || a.name.localeCompare(b.name)),
  };
}

function toTransactionRow(row: ImportRow, scope: { ownerId: string; institutionId: string; accountId: string }): NewImportedTransaction {
  const category = importedCategory(row.category, row.amountCents);
  return {
    id: randomUUID(),
    userId: scope.ownerId,
    institutionId: scope.institutionId,
    accountId: scope.accountId,
    providerTransactionId: row.fitId ? fitIdProviderId(scope.accountId, row.fitId) : `import:${randomUUID()}`,
    amountCents: row.amountCents,
    date: row.date,
    name: row.description,
    transactionType: 'other',
    categoryPrimary: category.primary,
    categoryDetailed: category.detailed,
    categoryType: category.type,
  };
}

/** The new account of the options, created in the confirm's transaction, its balance the file's when it states one. */
async function createAccount(
  tx: Db,
  ownerId: string,
  newAccount: NonNullable<TImportOptions['newAccount']>,
  ledger: PreparedImport['ledgerBalance'],
  today: string,
) {
  const institution = await findOrCreateManualInstitution(tx, { ownerId, name: newAccount.institutionName });
  const id = randomUUID();
  await addAccount(tx, {
    id,
    userId: ownerId,
    institutionId: institution.id,
    name: newAccount.name,
    ...NEW_ACCOUNT_TYPES[newAccount.kind],
    amountCents: ledger?.amountCents ?? 0,
    balanceDate: ledger?.date ?? today,
    isManualRecord: true,
  });
  return getAccount(tx, { ownerId, id });
}

/**
 * Writes what the preview showed, in one transaction with its events: the rows new to the account
 * (read again under the account's lock, so a second confirm of the same file adds nothing), the
 * near-duplicates the client chose, the ledger balance when the file's is the latest the account
 * has, and a CSV's columns for next time. A file that cannot be read writes nothing.
 */
export async function confirmImport(deps: ImportDeps, write: ClientDataWrite, options: TImportOptions, bytes: Buffer): Promise<TImportConfirmResponse> {
  const ownerId = write.ownerId;
  const file = readImportFile(bytes);
  const today = deps.today();
  await targetOf(deps.db, ownerId, options);
  return commitWithEvents(deps.db, async (tx, events) => {
    if (options.accountId) await lockAccount(tx, { ownerId, accountId: options.accountId });
    const target = await targetOf(tx, ownerId, options);
    const prepared = await prepareImport(tx, file, target, options, today);
    if (prepared.needs) throw validationError(prepared.needs, 'options');
    const account = options.newAccount
      ? await createAccount(tx, ownerId, options.newAccount, prepared.ledgerBalance, today)
      : await getAccount(tx, { ownerId, id: target.accountId ?? '' });
    const include = new Set(options.includeNearDuplicates ?? []);
    const chosen = prepared.rows.filter((row, at) => {
      const status = prepared.statuses[at];
      return status?.kind === 'new' || (status?.kind === 'near-duplicate' && include.has(row.index));
    });
    const scope = { ownerId, institutionId: account.institutionId, accountId: account.id };
    const added = await insertImportedTransactions(
      tx,
      chosen.map((row) => toTransactionRow(row, scope)),
    );
    const ledger = prepared.ledgerBalance;
    // An older statement does not roll the balance back; a new account already has it.
    const balanceUpdated = ledger !== null && (options.newAccount !== undefined || ledger.date >= account.balanceDate);
    if (ledger && balanceUpdated && !options.newAccount)
      await changeAccount(tx, { ownerId, id: account.id }, { amountCents: ledger.amountCents, balanceDate: ledger.date });
    if (prepared.mappingToSave) await saveImportMapping(tx, { ownerId, accountId: account.id }, prepared.mappingToSave.headers, prepared.mappingToSave.stored);
    await events.record({
      type: 'AccountChanged',
      ownerId,
      accountId: account.id,
      change: options.newAccount ? 'added' : 'edited',
      transactionsRemoved: false,
      onDate: today,
    });
    // Imported transactions are paired with the client's other accounts' as a sync's are.
    if (added > 0) await events.record({ type: 'TransactionsSynced', ownerId, institutionId: account.institutionId });
    return { accountId: account.id, added, skipped: prepared.rows.length + prepared.errors.length - added, balanceUpdated };
  });
}

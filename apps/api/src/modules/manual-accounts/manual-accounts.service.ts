import { randomUUID } from 'node:crypto';
import type { TManualAccountRequest } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { cleanLiabilityDetails, dollarsTextToCents, isManualAccountDate, validateManualAccount } from '@finboard/domain/accounts';
import type { ClientDataWrite } from '../../access/client-data-write';
import { validationError } from '../../errors/app-error';
import { commitWithEvents } from '../../events/commit-with-events';
import {
  addAccount,
  changeAccount,
  findOrCreateManualInstitution,
  getAccount,
  getInstitution,
  removeManualInstitutionIfEmpty,
} from '../institutions/accounts.service';
import { toAccount } from '../institutions/institution-mapping';

export interface ManualDeps {
  db: Db;
  today: () => string;
}

function checkForm(input: TManualAccountRequest, mode: 'add' | 'update') {
  const failure = validateManualAccount(input, mode);
  if (failure) throw validationError(failure.message, failure.field);
  // The schema checks only the YYYY-MM-DD shape; a date must also exist (no 2023-02-30) and be in range.
  const dates: [string, string | undefined][] = [
    ['date', input.date],
    ['details.expectedPayoffDate', input.details?.expectedPayoffDate],
    ['details.nextPaymentDueDate', input.details?.nextPaymentDueDate],
    ['details.originationDate', input.details?.originationDate],
    ...(input.details?.disbursementDates ?? []).map((date, index): [string, string] => [`details.disbursementDates.${index}`, date]),
  ];
  for (const [field, date] of dates) {
    if (date && !isManualAccountDate(date)) throw validationError('Please choose a valid date between 1900-01-01 and 2199-12-31.', field);
  }
}

/** Liability details in the spec's stored names, amounts in cents (named so); assets carry none. */
function storedDetails(input: TManualAccountRequest): Record<string, unknown> | null {
  if (input.balanceType !== 'liabilities' || !input.details) return null;
  const cleaned = cleanLiabilityDetails({
    ...input.details,
    aprs: input.details.aprs,
    disbursementDates: input.details.disbursementDates,
  });
  return {
    aprs: cleaned.aprs?.map((apr) => ({
      apr_type: apr.aprType,
      apr_percentage: apr.aprPercentage,
      balance_subject_to_apr_cents: apr.balanceSubjectToAprCents,
      interest_charge_amount_cents: apr.interestChargeAmountCents,
    })),
    account_number: cleaned.accountNumber,
    expected_payoff_date: cleaned.expectedPayoffDate,
    interest_rate_percentage: cleaned.interestRatePercentage,
    minimum_payment_amount_cents: cleaned.minimumPaymentAmountCents,
    next_payment_due_date: cleaned.nextPaymentDueDate,
    origination_date: cleaned.originationDate,
    origination_principal_amount_cents: cleaned.originationPrincipalAmountCents,
    disbursement_dates: cleaned.disbursementDates,
  };
}

/** The manual institution the account goes to, by id or by name (created when new), with its stored name. */
async function manualInstitutionFor(deps: ManualDeps, ownerId: string, input: TManualAccountRequest): Promise<{ id: string; name: string }> {
  if (input.institutionId) {
    const institution = await getInstitution(deps.db, { ownerId, id: input.institutionId });
    if (!institution.isManualRecord) throw validationError('Manual accounts can only be added to a manual institution.', 'institutionId');
    return institution;
  }
  return findOrCreateManualInstitution(deps.db, { ownerId, name: input.institutionName });
}

// Each write below is one transaction: the institution, the account and its event (AccountChanged,
// whose reactions write today's net-worth snapshot and match transfers again) are saved together or
// not at all (a process killed between them left an empty manual institution, or a balance today's
// snapshot never counted).
export async function addManualAccount(deps: ManualDeps, write: ClientDataWrite, input: TManualAccountRequest) {
  const ownerId = write.ownerId;
  checkForm(input, 'add');
  const id = randomUUID();
  return commitWithEvents(deps.db, async (tx, events) => {
    const scoped = { ...deps, db: tx };
    const institution = await manualInstitutionFor(scoped, ownerId, input);
    await addAccount(tx, {
      id,
      userId: ownerId,
      institutionId: institution.id,
      name: input.name,
      accountType: input.accountType,
      accountSubtype: input.accountSubtype,
      balanceType: input.balanceType,
      amountCents: dollarsTextToCents(input.amount),
      balanceDate: input.date ?? deps.today(),
      isManualRecord: true,
      details: storedDetails(input),
    });
    await events.record({ type: 'AccountChanged', ownerId, accountId: id, change: 'added', transactionsRemoved: false, onDate: deps.today() });
    return { account: toAccount(await getAccount(tx, { ownerId, id }), institution.name, false) };
  });
}

export async function updateManualAccount(deps: ManualDeps, write: ClientDataWrite, id: string, input: TManualAccountRequest) {
  const ownerId = write.ownerId;
  const current = await getAccount(deps.db, { ownerId, id });
  if (!current.isManualRecord) throw validationError('Only manual accounts can be edited.');
  checkForm(input, 'update');
  return commitWithEvents(deps.db, async (tx, events) => {
    await changeAccount(
      tx,
      { ownerId, id },
      {
        name: input.name,
        accountType: input.accountType,
        accountSubtype: input.accountSubtype,
        balanceType: input.balanceType,
        amountCents: dollarsTextToCents(input.amount),
        balanceDate: input.date ?? current.balanceDate,
        details: storedDetails(input),
        userEditedAt: new Date(),
      },
    );
    await events.record({ type: 'AccountChanged', ownerId, accountId: id, change: 'edited', transactionsRemoved: false, onDate: deps.today() });
    const institution = await getInstitution(tx, { ownerId, id: current.institutionId });
    return { account: toAccount(await getAccount(tx, { ownerId, id }), institution.name, false) };
  });
}

/** deleteAccount: hidden from every view (its transactions with it); a manual institution left empty goes too. */
export async function deleteAccount(deps: ManualDeps, write: ClientDataWrite, id: string) {
  const ownerId = write.ownerId;
  const account = await getAccount(deps.db, { ownerId, id });
  await commitWithEvents(deps.db, async (tx, events) => {
    await changeAccount(tx, { ownerId, id }, { deletedAt: new Date() });
    await removeManualInstitutionIfEmpty(tx, { ownerId, institutionId: account.institutionId });
    // A linked account's transactions go with it: a transfer to or from it no longer has its other side among the client's.
    await events.record({
      type: 'AccountChanged',
      ownerId,
      accountId: id,
      change: 'removed',
      transactionsRemoved: !account.isManualRecord,
      onDate: deps.today(),
    });
  });
  return { ok: true as const };
}

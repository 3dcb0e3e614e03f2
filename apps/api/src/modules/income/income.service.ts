import { EMPTY_INSURANCE_POLICY, type TIncome, type TInsurance, type TInsurancePolicy } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { ClientDataWrite } from '../../access/client-data-write';
import { type ClientDataRead, ownDataRead, readOwnerFor } from '../../access/client-data-read';
import { validationError } from '../../errors/app-error';
import { storedIncomeInfos } from './stored-income';
import { findIncome, findInsurancePolicies, upsertIncome, upsertInsurancePolicy } from './income.repository';

const EMPTY_INCOME: TIncome = {
  incomeInfos: [],
  owner: 'self',
  companyStock: '',
  effectiveTaxRate: 0,
  taxStatus: '',
  socialSecurityPiaCents: 0,
  socialSecurityEarliestAge: 62,
  socialSecurityLatestAge: 70,
};

export async function getIncome(db: Db, read: ClientDataRead): Promise<{ income: TIncome }> {
  const ownerId = readOwnerFor(read, 'income');
  const row = await findIncome(db, { ownerId });
  if (!row) return { income: EMPTY_INCOME };
  const { userId: _userId, updatedAt: _updatedAt, ...income } = row;
  return { income: { ...income, owner: income.owner as TIncome['owner'], incomeInfos: storedIncomeInfos(row) } };
}

/** updateIncome: the whole page at once. */
export async function saveIncome(db: Db, write: ClientDataWrite, income: TIncome): Promise<{ income: TIncome }> {
  const ownerId = write.ownerId;
  if (income.socialSecurityEarliestAge > income.socialSecurityLatestAge) {
    throw validationError('The earliest Social Security age must not be after the latest.', 'socialSecurityEarliestAge');
  }
  await upsertIncome(db, ownerId, income);
  return getIncome(db, ownDataRead(write.actor));
}

export async function getInsurance(db: Db, read: ClientDataRead): Promise<{ insurance: TInsurance }> {
  const ownerId = readOwnerFor(read, 'insurance');
  const rows = await findInsurancePolicies(db, { ownerId });
  const policyOf = (person: 'self' | 'spouse'): TInsurancePolicy => {
    const row = rows.find((candidate) => candidate.person === person);
    if (!row) return EMPTY_INSURANCE_POLICY;
    const { userId: _userId, person: _person, updatedAt: _updatedAt, ...policy } = row;
    return policy;
  };
  return { insurance: { self: policyOf('self'), spouse: policyOf('spouse') } };
}

export async function saveInsurance(db: Db, write: ClientDataWrite, insurance: TInsurance): Promise<{ insurance: TInsurance }> {
  const ownerId = write.ownerId;
  await db.transaction(async (tx) => {
    await upsertInsurancePolicy(tx, ownerId, 'self', insurance.self);
    await upsertInsurancePolicy(tx, ownerId, 'spouse', insurance.spouse);
  });
  return getInsurance(db, ownDataRead(write.actor));
}

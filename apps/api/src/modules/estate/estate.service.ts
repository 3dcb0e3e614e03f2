import { EMPTY_ESTATE_DOCUMENT, type TEstate, type TEstateDocument, type TEstateResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { ESTATE_DOCUMENT_KINDS, ESTATE_MESSAGES, findEstateReviewsDue } from '@finboard/domain';
import type { ClientDataWrite } from '../../access/client-data-write';
import { type ClientDataRead, ownDataRead, readOwnerFor } from '../../access/client-data-read';
import { notFound } from '../../errors/app-error';
import { productToday } from '../../platform/clock';
import {
  findBeneficiaries,
  findBeneficiaryAccounts,
  findEstateDocuments,
  findEstatePlan,
  findLifeEvents,
  replaceBeneficiaries,
  replaceLifeEvents,
  upsertEstateDocument,
  upsertEstatePlan,
} from './estate.repository';

/** The Estate page: part of Net Worth sharing (SHARE_SWITCH_OF_SCOPE.estate), read-only for an advisor. */
export async function getEstate(db: Db, read: ClientDataRead): Promise<TEstateResponse> {
  const ownerId = readOwnerFor(read, 'estate');
  const [plan, documentRows, lifeEventRows, accounts] = await Promise.all([
    findEstatePlan(db, { ownerId }),
    findEstateDocuments(db, { ownerId }),
    findLifeEvents(db, { ownerId }),
    findBeneficiaryAccounts(db, { ownerId }),
  ]);
  const beneficiaryRows = await findBeneficiaries(
    db,
    { ownerId },
    accounts.map((account) => account.id),
  );
  const documentOf = (kind: (typeof ESTATE_DOCUMENT_KINDS)[number]): TEstateDocument => {
    const row = documentRows.find((candidate) => candidate.kind === kind);
    if (!row) return EMPTY_ESTATE_DOCUMENT;
    const { exists, signedDate, lastReviewedDate, originalLocation, attorneyContact } = row;
    return { exists, signedDate, lastReviewedDate, originalLocation, attorneyContact };
  };
  const documents = Object.fromEntries(ESTATE_DOCUMENT_KINDS.map((kind) => [kind, documentOf(kind)])) as TEstate['documents'];
  const lifeEvents = lifeEventRows.map(({ kind, eventDate }) => ({ kind, eventDate }));
  const estate: TEstate = {
    documents,
    executorName: plan?.executorName ?? '',
    trusteeName: plan?.trusteeName ?? '',
    lifeEvents,
    beneficiaries: beneficiaryRows.map(({ accountId, kind, name, shareBasisPoints }) => ({ accountId, kind, name, shareBasisPoints })),
  };
  const reviewed = ESTATE_DOCUMENT_KINDS.map((kind) => ({ kind, ...documents[kind] }));
  return { estate, accounts, reviewsDue: findEstateReviewsDue(reviewed, lifeEvents, productToday()) };
}

/** The whole page at once, in one transaction; a beneficiary of an account that is not the client's own is NOT_FOUND. */
export async function saveEstate(db: Db, write: ClientDataWrite, estate: TEstate): Promise<TEstateResponse> {
  const ownerId = write.ownerId;
  await db.transaction(async (tx) => {
    const ownAccountIds = new Set((await findBeneficiaryAccounts(tx, { ownerId })).map((account) => account.id));
    if (estate.beneficiaries.some((beneficiary) => !ownAccountIds.has(beneficiary.accountId))) throw notFound(ESTATE_MESSAGES.accountNotFound);
    await upsertEstatePlan(tx, ownerId, { executorName: estate.executorName, trusteeName: estate.trusteeName });
    for (const kind of ESTATE_DOCUMENT_KINDS) await upsertEstateDocument(tx, ownerId, kind, estate.documents[kind]);
    await replaceLifeEvents(tx, ownerId, estate.lifeEvents);
    await replaceBeneficiaries(tx, ownerId, estate.beneficiaries);
  });
  return getEstate(db, ownDataRead(write.actor));
}

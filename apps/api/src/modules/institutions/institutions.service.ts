import { randomUUID } from 'node:crypto';
import type {
  TInstitutionAccountsResponse,
  TInstitutionResponse,
  TInstitutionsResponse,
  TLinkInstitutionRequest,
  TLinkTokenResponse,
} from '@finboard/contracts';
import type { ClientDataWrite } from '../../access/client-data-write';
import { type ClientDataRead, readOwnerFor } from '../../access/client-data-read';
import { AppError, forbidden, validationError } from '../../errors/app-error';
import { commitWithEvents } from '../../events/commit-with-events';
import { AggregationProviderError } from '../../providers/aggregation/aggregation-types';
import { ProviderUnavailableError } from '../../providers/provider-unavailable';
import { bankLinkRefusal } from '@finboard/domain/billing';
import { loadSessionUser } from '../session/session-user';
import { findAccounts } from './financial-accounts.repository';
import { findAccountIdsWithHoldings } from './holdings-summary.repository';
import { deleteInstitutionCascade } from './institution-delete.repository';
import { toAccount, toInstitution } from './institution-mapping';
import { findInstitutionByItem, findInstitutions, getInstitution, insertInstitution } from './institutions.repository';
import { type SyncDeps, syncInstitutionWhenFree } from './sync.service';
import { decryptToken, encryptToken } from './token-crypto';

export const BANK_SERVICE_UNAVAILABLE = "We couldn't reach the bank connection service. Please try again in a few minutes.";
export { UPGRADE_TO_LINK_MESSAGE } from '@finboard/domain/billing';

/** A provider's refusal in the user's words (a wrong password at the sandbox bank, an expired token). */
function providerFailure(error: unknown): unknown {
  if (!(error instanceof AggregationProviderError)) return error;
  // Plaid did not answer within PLAID_TIMEOUT_MS, or could not be reached: try again later, not a refusal.
  if (error.code === 'PLAID_UNREACHABLE') return new ProviderUnavailableError(BANK_SERVICE_UNAVAILABLE, 60);
  return new AppError('VALIDATION', error.displayMessage ?? 'The bank did not accept the request. Please try again.');
}

export async function listInstitutions(deps: SyncDeps, read: ClientDataRead): Promise<TInstitutionsResponse> {
  const ownerId = readOwnerFor(read, 'accounts');
  const [rows, accounts] = await Promise.all([findInstitutions(deps.db, { ownerId }), findAccounts(deps.db, { ownerId })]);
  return { institutions: rows.map((row) => toInstitution(row, accounts)) };
}

export async function getInstitutionAccounts(deps: SyncDeps, read: ClientDataRead, id: string): Promise<TInstitutionAccountsResponse> {
  const ownerId = readOwnerFor(read, 'assets');
  const institution = await getInstitution(deps.db, { ownerId, id });
  const [accounts, withHoldings] = await Promise.all([findAccounts(deps.db, { ownerId, institutionId: id }), findAccountIdsWithHoldings(deps.db, { ownerId })]);
  return {
    institution: toInstitution(institution, accounts),
    accounts: accounts.map((account) => toAccount(account, institution.name, withHoldings.has(account.id))),
  };
}

/** Linking a bank needs an active paid plan or a connected advisor (spec 01 §2 "Bank link"; domain canLinkBank). */
async function requireLinkAllowed(deps: SyncDeps, ownerId: string) {
  const user = await loadSessionUser(deps.db, ownerId);
  // The refusal names the plan's state: a paying customer whose renewal failed is not told to upgrade.
  const refusal = bankLinkRefusal(user);
  if (refusal) throw forbidden(refusal);
}

export async function createLinkToken(deps: SyncDeps, write: ClientDataWrite, institutionId?: string): Promise<TLinkTokenResponse> {
  const ownerId = write.ownerId;
  let accessToken: string | undefined;
  if (institutionId) {
    // Update mode: the client logs in again to an institution already linked.
    const institution = await getInstitution(deps.db, { ownerId, id: institutionId });
    if (!institution.accessTokenEncrypted) throw validationError('A manual institution has no bank login to refresh.');
    accessToken = decryptToken(deps.tokenKey, institution.accessTokenEncrypted);
  } else {
    await requireLinkAllowed(deps, ownerId);
  }
  const token = await deps.provider.createLinkToken({ userId: ownerId, accessToken, webhookUrl: deps.webhookUrl }).catch((error: unknown) => {
    throw providerFailure(error);
  });
  return { ...token, provider: deps.provider.kind };
}

/** addItem: exchange the public token, keep the access token encrypted, and bring the data in. */
export async function linkInstitution(deps: SyncDeps, write: ClientDataWrite, input: TLinkInstitutionRequest): Promise<TInstitutionResponse> {
  const ownerId = write.ownerId;
  if (!input.publicToken || !input.institutionId || !input.institutionName) throw validationError('missing required data');
  await requireLinkAllowed(deps, ownerId);
  const exchanged = await deps.provider.exchangePublicToken(input.publicToken).catch((error: unknown) => {
    throw providerFailure(error);
  });
  const existing = await findInstitutionByItem(deps.db, { provider: deps.provider.kind, itemId: exchanged.itemId });
  if (existing && existing.userId !== ownerId) throw validationError('This bank login is already linked to another account.');
  const details = await deps.provider.getInstitution(input.institutionId).catch(() => null);
  const id = existing?.id ?? randomUUID();
  if (!existing) {
    await insertInstitution(deps.db, {
      id,
      userId: ownerId,
      provider: deps.provider.kind,
      providerItemId: exchanged.itemId,
      providerInstitutionId: input.institutionId,
      name: details?.name ?? input.institutionName,
      logoBase64: details?.logoBase64 ?? null,
      primaryColor: details?.primaryColor ?? null,
      accessTokenEncrypted: encryptToken(deps.tokenKey, exchanged.accessToken),
    });
  }
  await syncInstitutionWhenFree(deps, await getInstitution(deps.db, { ownerId, id }));
  return getOneInstitution(deps, ownerId, id);
}

/**
 * After the update-mode link succeeds the item works again with the same access token (Plaid's
 * update-mode guide: no public token to exchange), so this only syncs: a sync that reads the
 * accounts clears the login error, one that is refused again keeps it.
 */
export async function relinkInstitution(deps: SyncDeps, write: ClientDataWrite, id: string): Promise<TInstitutionResponse> {
  const ownerId = write.ownerId;
  const institution = await getInstitution(deps.db, { ownerId, id });
  if (!institution.accessTokenEncrypted) throw validationError('A manual institution has no bank login to refresh.');
  await syncInstitutionWhenFree(deps, institution);
  return getOneInstitution(deps, ownerId, id);
}

export async function syncInstitutionNow(deps: SyncDeps, write: ClientDataWrite, id: string): Promise<TInstitutionResponse> {
  const ownerId = write.ownerId;
  await syncInstitutionWhenFree(deps, await getInstitution(deps.db, { ownerId, id }));
  return getOneInstitution(deps, ownerId, id);
}

/** removeItem: the institution and all that came with it; the provider forgets the item too. */
export async function removeInstitution(deps: SyncDeps, write: ClientDataWrite, id: string) {
  const ownerId = write.ownerId;
  const institution = await getInstitution(deps.db, { ownerId, id });
  if (institution.accessTokenEncrypted) {
    // Best effort: our data goes whatever the provider says.
    await deps.provider.removeItem(decryptToken(deps.tokenKey, institution.accessTokenEncrypted)).catch(() => undefined);
  }
  // Its reactions: transfers matched again (one to or from the removed accounts has lost its other side), the day's snapshot.
  await commitWithEvents(deps.db, async (tx, events) => {
    await deleteInstitutionCascade(tx, { ownerId, institutionId: id });
    await events.record({ type: 'InstitutionRemoved', ownerId, institutionId: id, onDate: deps.today() });
  });
  return { ok: true as const };
}

async function getOneInstitution(deps: SyncDeps, ownerId: string, id: string): Promise<TInstitutionResponse> {
  const [institution, accounts] = await Promise.all([getInstitution(deps.db, { ownerId, id }), findAccounts(deps.db, { ownerId, institutionId: id })]);
  return { institution: toInstitution(institution, accounts) };
}

import type { ClientDataWrite } from '../../access/client-data-write';
import { AppError, notFound } from '../../errors/app-error';
import type { SandboxControls } from '../../providers/aggregation/aggregation-provider';
import { AggregationProviderError } from '../../providers/aggregation/aggregation-types';
import { getInstitution } from './institutions.repository';
import { markNeedsLogin, type SyncDeps } from './sync.service';
import { decryptToken } from './token-crypto';

/** The embedded sandbox's own link screens: its institution list and its credential check. */
export function requireSandbox(sandbox: SandboxControls | null): SandboxControls {
  if (!sandbox) throw notFound('The sandbox bank is not in use on this server.');
  return sandbox;
}

// The write decision is asked for, not read: only a client linking their own bank reaches these screens.
export async function listSandboxInstitutions(sandbox: SandboxControls | null, _write: ClientDataWrite) {
  const institutions = await requireSandbox(sandbox).listInstitutions();
  return {
    institutions: institutions.map((institution) => ({
      institutionId: institution.institutionId,
      name: institution.name,
      logoUrl: institution.logoBase64 ? `data:image/png;base64,${institution.logoBase64}` : null,
      primaryColor: institution.primaryColor,
    })),
  };
}

export async function createSandboxPublicToken(
  sandbox: SandboxControls | null,
  _write: ClientDataWrite,
  input: { linkToken: string; institutionId: string; username: string; password: string },
) {
  try {
    // Only what the link screen sends: a customer seed is for the demo's own links.
    const { linkToken, institutionId, username, password } = input;
    return { publicToken: await requireSandbox(sandbox).createPublicToken({ linkToken, institutionId, username, password }) };
  } catch (error) {
    if (error instanceof AggregationProviderError) {
      throw new AppError('VALIDATION', error.displayMessage ?? 'The credentials were not correct. Please try again.', 'password');
    }
    throw error;
  }
}

/** Breaks a sandbox item's login on purpose, so Refresh Login can be tried (a sandbox-only tool). */
export async function breakSandboxLogin(deps: SyncDeps, sandbox: SandboxControls | null, write: ClientDataWrite, id: string) {
  const ownerId = write.ownerId;
  const institution = await getInstitution(deps.db, { ownerId, id });
  if (institution.provider !== 'sandbox' || !institution.accessTokenEncrypted) throw notFound('Institution does not exist!');
  await requireSandbox(sandbox).resetLogin(decryptToken(deps.tokenKey, institution.accessTokenEncrypted));
  await markNeedsLogin(deps.db, { ownerId, id }, 'ITEM_LOGIN_REQUIRED');
  return { ok: true as const };
}

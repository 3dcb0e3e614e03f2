import { forbidden } from '../errors/app-error';
import { requireActor, requireRole } from './access';
import type { Actor } from './actor';

/** What a read is about; each has the spec's refusal message. */
export type ClientDataScope = 'assets' | 'liabilities' | 'accounts' | 'income' | 'insurance' | 'scenarios' | 'cashFlow' | 'netWorth' | 'investments';

const REFUSALS: Record<ClientDataScope, string> = {
  assets: "you don't have access to assets",
  liabilities: "you don't have access to liabilities",
  accounts: "you don't have access to this feature",
  income: "you don't have access to this feature",
  insurance: "you don't have access to this feature",
  scenarios: "you don't have access to this feature",
  cashFlow: "you don't have access to this feature",
  netWorth: "you don't have access to this feature",
  investments: "you don't have access to this feature",
};

/**
 * Whose data a read is for. Every client-data endpoint takes an optional userId for the advisor's
 * read-only view; until client-advisor links exist, only the caller's own id is allowed.
 */
export function resolveReadOwner(actor: Actor | null, requestedUserId: string | undefined, scope: ClientDataScope): string {
  const signedIn = requireActor(actor);
  if (!requestedUserId || requestedUserId === signedIn.userId) return signedIn.userId;
  throw forbidden(REFUSALS[scope]);
}

/** Writes are the client's own, always: an advisor's access is read-only, so this fails closed. */
export function resolveWriteOwner(actor: Actor | null, requestedUserId?: string): string {
  const client = requireRole(actor, 'client');
  if (requestedUserId && requestedUserId !== client.userId) throw forbidden();
  return client.userId;
}

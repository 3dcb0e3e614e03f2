import { AppError } from '../../errors/app-error';
import { queueInstitutionSync } from './institution-sync.job';
import { findInstitutionByItem } from './institutions.repository';
import { markNeedsLogin, NEEDS_LOGIN_CODES, type SyncDeps } from './sync.service';

// LOGIN_REPAIRED: the item works again without update mode (the user fixed it in another app); a sync clears the flag.
const SYNC_CODES = new Set(['SYNC_UPDATES_AVAILABLE', 'DEFAULT_UPDATE', 'INITIAL_UPDATE', 'HISTORICAL_UPDATE', 'LOGIN_REPAIRED']);

/**
 * A provider's webhook, verified by signature. It is answered 200 only once its work is done or
 * durably queued, so when anything fails the provider's retry comes and is processed. Deliveries
 * are not de-duplicated: two genuine SYNC_UPDATES_AVAILABLE are byte-identical, and each must lead
 * to a sync; the job queue coalesces them instead (one waiting sync per item covers them all).
 */
export async function handleAggregationWebhook(deps: SyncDeps, rawBody: string, headers: Record<string, string | undefined>) {
  const event = await deps.provider.verifyWebhook(rawBody, headers);
  if (!event) throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
  const institution = await findInstitutionByItem(deps.db, { provider: deps.provider.kind, itemId: event.itemId });
  if (!institution || institution.deletedAt) return { handled: false };
  const where = { ownerId: institution.userId, id: institution.id };
  if (event.webhookType === 'ITEM' && event.errorCode && NEEDS_LOGIN_CODES.has(event.errorCode)) {
    await markNeedsLogin(deps.db, where, event.errorCode);
    return { handled: true };
  }
  if (event.webhookType === 'ITEM' && event.webhookCode === 'PENDING_EXPIRATION') {
    await markNeedsLogin(deps.db, where, 'PENDING_EXPIRATION');
    return { handled: true };
  }
  if (SYNC_CODES.has(event.webhookCode)) {
    await deps.db.transaction((tx) => queueInstitutionSync(tx, institution.id));
    return { handled: true };
  }
  return { handled: false };
}

import { AppError } from '../../errors/app-error';
import { findInstitutionByItem } from './institutions.repository';
import { markNeedsLogin, NEEDS_LOGIN_CODES, type SyncDeps, syncInstitution } from './sync.service';
import { recordFreshDelivery } from './webhook-receipts.repository';

/** Deliveries of the same body this close together are retries. */
const RETRY_WINDOW_SECONDS = 10 * 60;

const SYNC_CODES = new Set(['SYNC_UPDATES_AVAILABLE', 'DEFAULT_UPDATE', 'INITIAL_UPDATE', 'HISTORICAL_UPDATE']);

/**
 * A provider's webhook: verified by signature, handled once (a retry of the same body within minutes
 * is acknowledged and ignored), then the item is synced or marked as needing a new login.
 */
export async function handleAggregationWebhook(deps: SyncDeps, rawBody: string, headers: Record<string, string | undefined>) {
  const event = await deps.provider.verifyWebhook(rawBody, headers);
  if (!event) throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
  const fresh = await recordFreshDelivery(deps.db, { id: event.bodySha256, provider: deps.provider.kind, windowSeconds: RETRY_WINDOW_SECONDS });
  if (!fresh) return { handled: false };
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
    await syncInstitution(deps, institution);
    return { handled: true };
  }
  return { handled: false };
}

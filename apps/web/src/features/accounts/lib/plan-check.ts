import { isBankLinkRefusal } from '@finboard/domain/billing';
import { isAppError } from '../../../lib/app-error';

/** The api's refusal when a client may not link a bank (spec 01 §2 "Bank link"). */
export { UPGRADE_TO_LINK_MESSAGE } from '@finboard/domain/billing';

/** A bank-link refusal: the plan check failed (its message names the plan's state). */
export function isUpgradeRequired(error: unknown): boolean {
  return isAppError(error) && error.status === 403 && isBankLinkRefusal(error.message);
}

import { isAppError } from '../../../lib/app-error';

/** The api's refusal when a client may not link a bank (spec 01 §2 "Bank link"). */
export const UPGRADE_TO_LINK_MESSAGE = 'You should upgrade your plan to paid plan or connect the advisor to link your bank.';

export function isUpgradeRequired(error: unknown): boolean {
  return isAppError(error) && error.status === 403 && error.message === UPGRADE_TO_LINK_MESSAGE;
}

import type { ErrorCode } from '@finboard/contracts';
import { NO_ACCESS_TO_ASSETS, NO_ACCESS_TO_FEATURE, NO_ACCESS_TO_LIABILITIES } from '@finboard/domain/connections';

/** The spec's generic fallback (spec 02 §8) for failures the server did not explain. */
export const GENERIC_ERROR_MESSAGE = 'Sorry, something happened, please try another page';
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** An api failure in one shape: the server's code and user-facing message, and the field it concerns. */
export class AppError extends Error {
  readonly code: ErrorCode | 'NETWORK';
  readonly status: number;
  readonly field: string | undefined;
  readonly requestId: string | undefined;

  constructor(init: { code: ErrorCode | 'NETWORK'; status: number; message: string; field?: string | undefined; requestId?: string | undefined }) {
    super(init.message);
    this.name = 'AppError';
    this.code = init.code;
    this.status = init.status;
    this.field = init.field;
    this.requestId = init.requestId;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return isAppError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The api's refusals of a client-data read (spec 02 §6, §8): shown as a full page, never inline. */
const ACCESS_REFUSALS: ReadonlySet<string> = new Set([NO_ACCESS_TO_ASSETS, NO_ACCESS_TO_LIABILITIES, NO_ACCESS_TO_FEATURE]);

/**
 * A read refused because the viewer may not see this client's data. Other FORBIDDEN answers (the
 * bank-link upgrade, an unverified email) keep their own handling, so the message decides.
 */
export function isAccessRefusal(error: unknown): error is AppError {
  return isAppError(error) && error.code === 'FORBIDDEN' && ACCESS_REFUSALS.has(error.message);
}

import type { ErrorCode } from '@finboard/contracts';

/** The spec's generic fallback (spec 02 §8) for failures the server did not explain. */
export const GENERIC_ERROR_MESSAGE = 'Sorry, something happened, please try another page';
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** An api failure in one shape: the server's code and user-facing message, and the field it concerns. */
export class AppError extends Error {
  readonly code: ErrorCode | 'NETWORK';
  readonly status: number;
  readonly field: string | undefined;
  readonly requestId: string | undefined;

  constructor(init: {
    code: ErrorCode | 'NETWORK';
    status: number;
    message: string;
    field?: string | undefined;
    requestId?: string | undefined;
  }) {
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

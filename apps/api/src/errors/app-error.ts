import type { ErrorCode } from '@finboard/contracts';

/** The only error type services throw on purpose; the error plugin turns it into a response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Sent as Retry-After: when the caller may try again (a throttled sign-in). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, field?: string) => new AppError('VALIDATION', message, field);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = "you don't have access to this feature") => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in.') => new AppError('UNAUTHENTICATED', message);

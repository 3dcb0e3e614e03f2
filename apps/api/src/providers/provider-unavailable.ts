/**
 * A provider (bank aggregation, billing, …) did not answer in time or could not be reached: not the
 * request's fault nor ours. The error mapping answers it 503 with Retry-After and this message,
 * which says in the user's words what is not answering.
 */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = 60,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

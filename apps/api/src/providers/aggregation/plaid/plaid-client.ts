import { Configuration, PlaidApi, PlaidEnvironments } from 'plaid';
import { AggregationProviderError } from '../aggregation-types';

export interface PlaidSettings {
  clientId: string;
  secret: string;
  env: 'sandbox' | 'development' | 'production';
  /** Overrides the API host (PLAID_BASE_URL), e.g. a local server that answers like Plaid in tests. */
  baseUrl?: string;
  /** How long one call may take (PLAID_TIMEOUT_MS); 60 s when not given. */
  timeoutMs?: number;
  /** The name Plaid Link shows the user; defaults to Finboard. */
  clientName?: string;
}

// Plaid retired its Development environment in 2024; its keys now work against Production (Limited Production).
const HOSTS: Record<PlaidSettings['env'], string | undefined> = {
  sandbox: PlaidEnvironments.sandbox,
  development: PlaidEnvironments.production,
  production: PlaidEnvironments.production,
};

export function createPlaidApi(settings: PlaidSettings): PlaidApi {
  const basePath = (settings.baseUrl ?? HOSTS[settings.env] ?? PlaidEnvironments.production ?? '').replace(/\/$/, '');
  return new PlaidApi(
    new Configuration({
      basePath,
      baseOptions: {
        // Plaid's documented way to authenticate with the official client.
        headers: { 'PLAID-CLIENT-ID': settings.clientId, 'PLAID-SECRET': settings.secret },
        // /transactions/sync and /investments/* can take tens of seconds on a large item.
        timeout: settings.timeoutMs ?? 60_000,
      },
    }),
  );
}

const ACCESS_TOKEN = /access-(sandbox|development|production)-[A-Za-z0-9-]+/g;

interface PlaidErrorBody {
  error_type?: unknown;
  error_code?: unknown;
  error_message?: unknown;
  display_message?: unknown;
  request_id?: unknown;
}

interface HttpFailure {
  isAxiosError?: boolean;
  code?: string;
  response?: { status?: number; data?: unknown };
}

/**
 * Plaid's answer as our error. The client's own error is dropped, never wrapped: it carries the
 * request (its body holds the access token, its headers the secret) and must not reach a log.
 */
export function toProviderError(error: unknown): AggregationProviderError {
  if (error instanceof AggregationProviderError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as HttpFailure;
  const data = failure.response?.data;
  const body: PlaidErrorBody | null = typeof data === 'object' && data !== null ? data : null;
  if (body && typeof body.error_code === 'string') {
    // Plaid's messages do not quote tokens today; redact anyway so a change on their side cannot leak one into a log.
    const text = (value: unknown) => (typeof value === 'string' ? value.replace(ACCESS_TOKEN, 'access-[redacted]') : '');
    const requestId = text(body.request_id);
    return new AggregationProviderError(
      body.error_code,
      `Plaid ${text(body.error_type)} ${body.error_code}: ${text(body.error_message)}${requestId ? ` (request ${requestId})` : ''}`,
      typeof body.display_message === 'string' ? text(body.display_message) : null,
    );
  }
  if (failure.response) return new AggregationProviderError('PLAID_HTTP_ERROR', `Plaid answered HTTP ${failure.response.status ?? '?'} without an error body`);
  if (failure.isAxiosError) return new AggregationProviderError('PLAID_UNREACHABLE', `Plaid could not be reached (${failure.code ?? 'network error'})`);
  return new AggregationProviderError('PLAID_UNEXPECTED', 'Unexpected failure while calling Plaid');
}

/** Runs one Plaid call and returns its body, or throws our error. */
export async function callPlaid<T>(request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw toProviderError(error);
  }
}

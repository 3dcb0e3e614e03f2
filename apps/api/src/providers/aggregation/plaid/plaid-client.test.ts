import { describe, expect, it } from 'vitest';
import { AggregationProviderError } from '../aggregation-types';
import { callPlaid, toProviderError } from './plaid-client';

const axiosFailure = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    config: { data: '{"access_token":"access-production-1234"}', headers: { 'PLAID-SECRET': 'top-secret' } },
    response: { status, data },
  });

describe('Plaid errors', () => {
  it("keeps Plaid's code and display message, and drops the request that carried the secrets", () => {
    const error = toProviderError(
      axiosFailure(400, {
        error_type: 'ITEM_ERROR',
        error_code: 'ITEM_LOGIN_REQUIRED',
        error_message: 'login required',
        display_message: 'Please log in again.',
        request_id: 'req-1',
      }),
    );
    expect(error).toMatchObject({
      code: 'ITEM_LOGIN_REQUIRED',
      displayMessage: 'Please log in again.',
      message: 'Plaid ITEM_ERROR ITEM_LOGIN_REQUIRED: login required (request req-1)',
    });
    expect(error.cause).toBeUndefined();
    expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/top-secret|access-production-1234/);
  });

  it('redacts an access token should Plaid ever quote one', () => {
    const error = toProviderError(
      axiosFailure(400, {
        error_type: 'INVALID_INPUT',
        error_code: 'INVALID_ACCESS_TOKEN',
        error_message: 'bad token access-sandbox-8ab9-77cd',
        display_message: null,
      }),
    );
    expect(error.message).toContain('access-[redacted]');
    expect(error.message).not.toContain('8ab9');
  });

  it('names failures that carry no Plaid error body', async () => {
    expect(toProviderError(axiosFailure(502, '<html>bad gateway</html>')).code).toBe('PLAID_HTTP_ERROR');
    expect(toProviderError(Object.assign(new Error('connect ECONNREFUSED'), { isAxiosError: true, code: 'ECONNREFUSED' })).message).toBe(
      'Plaid could not be reached (ECONNREFUSED)',
    );
    expect(toProviderError(new TypeError('boom')).code).toBe('PLAID_UNEXPECTED');
    await expect(callPlaid(() => Promise.resolve({ data: { ok: true } }))).resolves.toEqual({ ok: true });
    await expect(callPlaid(() => Promise.reject(axiosFailure(500, {})))).rejects.toBeInstanceOf(AggregationProviderError);
  });
});

import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { AppError, GENERIC_ERROR_MESSAGE } from './app-error';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ZAnswer = z.object({ message: z.string() });

describe('api client', () => {
  it('posts JSON with the session cookie and parses the answer with the contract', async () => {
    const fetchMock = respond(200, { message: 'ok', extra: 1 });
    await expect(api.post('/api/x', { a: 1 }, ZAnswer)).resolves.toEqual({ message: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('adds the query to GET requests', async () => {
    const fetchMock = respond(200, { message: 'ok' });
    await api.get('/api/x', ZAnswer, { userId: 'c1', empty: undefined });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/x?userId=c1');
  });

  it('turns an error body into an AppError with code, message and field', async () => {
    respond(400, { error: { code: 'VALIDATION', message: 'Email is not valid!', field: 'email' } });
    const error = await api.post('/api/x', {}, ZAnswer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, message: 'Email is not valid!', field: 'email' });
  });

  it('uses the generic message when the server did not explain', async () => {
    respond(502, '<html>Bad gateway</html>');
    await expect(api.get('/api/x', ZAnswer)).rejects.toMatchObject({ status: 502, message: GENERIC_ERROR_MESSAGE });
  });

  it('refuses an answer that does not match the contract', async () => {
    respond(200, { nope: true });
    await expect(api.get('/api/x', ZAnswer)).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/api/x', ZAnswer)).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});

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

  it('sends PUT and PATCH as JSON and DELETE without a body or content type', async () => {
    const fetchMock = respond(200, { message: 'ok' });
    await api.put('/api/x', { a: 1 }, ZAnswer);
    await api.patch('/api/x', { b: 2 }, ZAnswer);
    await api.delete('/api/x', ZAnswer);
    expect(fetchMock.mock.calls.map(([, init]) => [init?.method, init?.body])).toEqual([
      ['PUT', '{"a":1}'],
      ['PATCH', '{"b":2}'],
      ['DELETE', undefined],
    ]);
    expect(fetchMock.mock.calls[2]?.[1]?.headers).toEqual({ accept: 'application/json' });
  });

  it('posts a form without setting the content type (the browser adds the boundary)', async () => {
    const fetchMock = respond(200, { message: 'ok' });
    const form = new FormData();
    form.set('expiryDate', '2030-01-01');
    await api.postForm('/api/upload', form, ZAnswer);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
    expect(init?.body).toBe(form);
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x', ZAnswer)).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});

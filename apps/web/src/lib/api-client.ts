import type { z } from 'zod';
import { AppError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './app-error';
import { readErrorBody, type ResponseSchema } from './response-guards';
import { withQuery, type Query } from '../config/paths';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What an answer is checked with: an endpoint's zod contract, or a start-up guard (response-guards.ts). */
type Schema = z.ZodType | ResponseSchema;
/** The checked answer's type: the schema's output. */
type Output<S extends Schema> = S extends z.ZodType ? z.output<S> : S extends ResponseSchema<infer T> ? T : never;
type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | { kind: 'none' };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toAppError(status: number, body: unknown): AppError {
  // Checked by hand, not with ZErrorResponse: this module is in the start-up script, zod is not.
  const error = readErrorBody(body);
  if (error) return new AppError({ status, ...error });
  const code = status === 401 ? 'UNAUTHENTICATED' : status === 404 ? 'NOT_FOUND' : 'INTERNAL';
  return new AppError({ code, status, message: GENERIC_ERROR_MESSAGE });
}

function toInit(method: Method, body: Body): RequestInit {
  // Cookies carry the session; state-changing calls are JSON so the server's content-type check passes.
  // A form (file upload) lets the browser set its own multipart content type with the boundary.
  if (body.kind === 'json') {
    return {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body.value ?? {}),
    };
  }
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body.kind === 'form') init.body = body.value;
  return init;
}

async function request<S extends Schema>(method: Method, url: string, schema: S, body: Body = { kind: 'none' }) {
  let response: Response;
  try {
    response = await fetch(url, toInit(method, body));
  } catch {
    throw new AppError({ code: 'NETWORK', status: 0, message: NETWORK_ERROR_MESSAGE });
  }
  const json = await readJson(response);
  if (!response.ok) throw toAppError(response.status, json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AppError({ code: 'INTERNAL', status: response.status, message: GENERIC_ERROR_MESSAGE });
  }
  return parsed.data as Output<S>;
}

/** The only way the web talks to the api: responses are parsed with the endpoint's contract schema. */
export const api = {
  get: <S extends Schema>(path: string, schema: S, query?: Query) => request('GET', withQuery(path, query), schema),
  post: <S extends Schema>(path: string, body: unknown, schema: S) => request('POST', path, schema, { kind: 'json', value: body }),
  put: <S extends Schema>(path: string, body: unknown, schema: S) => request('PUT', path, schema, { kind: 'json', value: body }),
  patch: <S extends Schema>(path: string, body: unknown, schema: S) => request('PATCH', path, schema, { kind: 'json', value: body }),
  /** No body and so no content type: the server refuses an empty JSON body. */
  delete: <S extends Schema>(path: string, schema: S) => request('DELETE', path, schema),
  /** multipart/form-data (file uploads); the browser writes the content type and its boundary. */
  postForm: <S extends Schema>(path: string, form: FormData, schema: S) => request('POST', path, schema, { kind: 'form', value: form }),
};

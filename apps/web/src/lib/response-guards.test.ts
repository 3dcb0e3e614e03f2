import { ZErrorResponse, ZSessionResponse } from '@finboard/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/render';
import { readErrorBody, sessionResponseGuard } from './response-guards';

// The start-up guards stand in for the zod contracts: they must accept, refuse and return the same.
const sameAsZod = (input: unknown) => {
  const zod = ZSessionResponse.safeParse(input);
  const guard = sessionResponseGuard.safeParse(input);
  expect(guard.success).toBe(zod.success);
  if (zod.success && guard.success) expect(guard.data).toStrictEqual(zod.data);
};

const sameErrorAsZod = (input: unknown) => {
  const zod = ZErrorResponse.safeParse(input);
  expect(readErrorBody(input)).toStrictEqual(zod.success ? zod.data.error : undefined);
};

/** Values a field might wrongly hold. */
const oddValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.string(),
  fc.constantFrom('client', 'advisor', 'admin', 'owner', 'free', 'paid', 'VALIDATION', 'INTERNAL', 'NOPE'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1.5, -0),
  fc.array(fc.string(), { maxLength: 1 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 1 }),
);

describe('sessionResponseGuard', () => {
  it('accepts a visitor and a signed-in user, dropping unknown keys like z.object()', () => {
    sameAsZod({ user: null });
    sameAsZod({ user: makeUser() });
    sameAsZod({ user: makeUser({ role: null, completionDate: null, parentId: 'a1', photoUrl: '/p.jpg', companyLogoUrl: '/l.png' }) });
    sameAsZod({ user: { ...makeUser(), extra: 1 }, other: true });
    expect(sessionResponseGuard.safeParse({ user: { ...makeUser(), extra: 1 }, other: true })).toStrictEqual({ success: true, data: { user: makeUser() } });
  });

  it('refuses what the contract refuses', () => {
    for (const input of [undefined, null, 'x', [], {}, { user: undefined }, { user: [] }, { user: 'u1' }]) sameAsZod(input);
  });

  it('agrees with ZSessionResponse on any single field changed, removed or added', () => {
    const keys = [...Object.keys(makeUser()), 'extra'];
    fc.assert(
      fc.property(fc.constantFrom(...keys), oddValue, fc.boolean(), (key, value, remove) => {
        const user: Record<string, unknown> = { ...makeUser() };
        if (remove) delete user[key];
        else user[key] = value;
        sameAsZod({ user });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readErrorBody', () => {
  it('reads the error body like ZErrorResponse, keeping field and requestId', () => {
    sameErrorAsZod({ error: { code: 'VALIDATION', message: 'Email is not valid!', field: 'email', requestId: 'r1', extra: 1 } });
    sameErrorAsZod({ error: { code: 'FORBIDDEN', message: 'No access' } });
    sameErrorAsZod({ error: { code: 'FORBIDDEN', message: 'No access', field: undefined } });
    for (const input of [undefined, null, '<html>', [], {}, { error: null }, { error: [] }, { error: 'x' }]) sameErrorAsZod(input);
  });

  it('agrees with ZErrorResponse on any single field changed, removed or added', () => {
    const base = { code: 'NOT_FOUND', message: 'Not found', field: 'id', requestId: 'r1' };
    fc.assert(
      fc.property(fc.constantFrom('code', 'message', 'field', 'requestId', 'extra'), oddValue, fc.boolean(), (key, value, remove) => {
        const error: Record<string, unknown> = { ...base };
        if (remove) delete error[key];
        else error[key] = value;
        sameErrorAsZod({ error });
      }),
      { numRuns: 2000 },
    );
  });
});

import { SCENARIO_MESSAGES } from '@finboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, registration, signUp, type TestApp, uniqueEmail } from './test-app';

// Production issue, item 6: a refused request's message is a sentence in the product's voice that
// names the field, never zod's own text ('firstName: Too big: expected string to have <=100 characters').

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  client = await signUp(t, { role: 'client' });
});
afterAll(() => t?.close());

const ZOD_DEFAULT_TEXT = /expected|Invalid input|Unrecognized|Too big|Too small|Invalid (UUID|option|string|email address)/;
/** The old shape, 'firstName: …': the field's name before the text. */
const FIELD_PREFIX = /^[\w.]+: /;

describe('readable validation messages', () => {
  it('sign-up with a first name over 100 characters', async () => {
    const payload = registration({ email: uniqueEmail('readable'), firstName: 'A'.repeat(101) });
    const error = expectError(await t.request({ method: 'POST', url: '/api/auth/register', payload }), 400, 'VALIDATION');
    expect(error).toMatchObject({ message: 'First name can be at most 100 characters', field: 'firstName' });
  });

  it('sign-up with a field left out, of the wrong type or unknown', async () => {
    const base = registration({ email: uniqueEmail('readable') });
    const { lastName: _left, ...withoutLastName } = base;
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [withoutLastName, 'Last name is required', 'lastName'],
      [{ ...base, acceptTerms: 'yes' }, 'Terms and conditions must be true or false', 'acceptTerms'],
      [{ ...base, role: 'admin' }, 'Role must be one of: client, advisor', 'role'],
      [{ ...base, isAdmin: true }, 'Unknown field isAdmin', undefined],
    ];
    for (const [payload, message, field] of cases) {
      const error = expectError(await t.request({ method: 'POST', url: '/api/auth/register', payload }), 400, 'VALIDATION');
      expect(error.message).toBe(message);
      expect(error.field).toBe(field);
    }
  });

  it('a bad UUID in the path of a manual account or a scenario', async () => {
    const account = expectError(await t.request({ method: 'DELETE', url: '/api/accounts/not-a-uuid', cookies: client.cookies }), 400, 'VALIDATION');
    expect(account).toMatchObject({ message: 'ID is not valid', field: 'id' });
    const scenario = expectError(await t.request({ method: 'GET', url: '/api/scenarios/not-a-uuid', cookies: client.cookies }), 400, 'VALIDATION');
    expect(scenario).toMatchObject({ message: 'ID is not valid', field: 'id' });
  });

  it("a scenario name too long for the schema's bound, or left out, answers the spec's words", async () => {
    for (const name of ['x'.repeat(31), 'x'.repeat(201), 'x'.repeat(5000)]) {
      const error = expectError(await t.request({ method: 'POST', url: '/api/scenarios', payload: { name }, cookies: client.cookies }), 400, 'VALIDATION');
      expect(error, `${name.length} characters`).toMatchObject({ message: SCENARIO_MESSAGES.nameTooLong, field: 'name' });
    }
    const missing = expectError(await t.request({ method: 'POST', url: '/api/scenarios', payload: {}, cookies: client.cookies }), 400, 'VALIDATION');
    expect(missing).toMatchObject({ message: SCENARIO_MESSAGES.nameRequired, field: 'name' });
  });

  it('query parameters and nested fields name the field too', async () => {
    const tab = expectError(await t.request({ method: 'GET', url: '/api/scenarios?tab=archived', cookies: client.cookies }), 400, 'VALIDATION');
    expect(tab).toMatchObject({ message: 'Tab must be one of: saved, shared, top-rated, new, suggested', field: 'tab' });
    const payload = registration({ email: uniqueEmail('readable'), context: { source: 'x'.repeat(101) } });
    const nested = expectError(await t.request({ method: 'POST', url: '/api/auth/register', payload }), 400, 'VALIDATION');
    expect(nested).toMatchObject({ message: 'Source can be at most 100 characters', field: 'context.source' });
    for (const message of [tab.message, nested.message]) {
      expect(message).not.toMatch(ZOD_DEFAULT_TEXT);
      expect(message).not.toMatch(FIELD_PREFIX);
    }
  });
});

import { clientAdvisorLinks } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, type Party } from './directory-helpers';
import { signedAdvisorLink } from './registration-links';
import { createTestApp, expectError, findUserRow, registerVerified, registration, signUp, type TestApp, uniqueEmail } from './test-app';

/** Registration links: an advisor's own link or the directory's connect flow makes the new client's connection request. */

const EXPIRED = 'This registration link has expired. Please ask your advisor for a new one.';

let t: TestApp;
let advisor: Party;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  advisor = await createAdvisor(t, { zip: '10001' });
}, 60_000);
afterAll(() => t?.close());

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Registers through the link (202) and follows the verification link: the answer's notice, the signed-in user and cookies. */
async function registerClient(context: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('linked');
  const registered = await registerVerified(t, registration({ email, context, ...overrides }));
  return { ...registered, email };
}

async function registeredOk(context: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const { user, email, cookies } = await registerClient(context, overrides);
  const links = await t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.userId, user.id));
  return { user, email, links, cookies };
}

describe('a client registering from a link is connected to its advisor', () => {
  it("the directory's connect flow (advisorConnect): the client's pending request, source Directory", async () => {
    const { links } = await registeredOk({ advisorConnect: advisor.user.id, productUser: 'false' });
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ advisorId: advisor.user.id, status: 'pending', requestedBy: 'client', source: 'Directory', shareAll: true });
  });

  it('a logged-out Connect (advisor with source Directory) is the client’s request too', async () => {
    const { links } = await registeredOk({ advisor: advisor.user.id, source: 'Directory' });
    expect(links[0]).toMatchObject({ status: 'pending', requestedBy: 'client', source: 'Directory' });
  });

  it("an advisor's own registration link (advisor with another source): the advisor's request, which the client accepts", async () => {
    const { links, cookies } = await registeredOk(signedAdvisorLink(t, advisor.user.id, 'facebook'));
    expect(links[0]).toMatchObject({ status: 'pending', requestedBy: 'advisor', source: 'Facebook' });
    const linkId = links[0]?.id as string;
    const own = await t.request({ method: 'POST', url: `/api/connections/${linkId}/accept`, payload: {}, cookies: advisor.cookies });
    expectError(own, 409, 'CONFLICT');
    const accepted = await t.request({ method: 'POST', url: `/api/connections/${linkId}/accept`, payload: {}, cookies });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().connection).toMatchObject({ status: 'connected', acceptedFrom: 'Finboard Web' });
  });

  it('the share switches chosen in the connect flow apply to the request; the stored context keeps the rest', async () => {
    const context = { advisorConnect: advisor.user.id, productUser: 'true', share: { netWorth: false, cashFlow: true, retirementScore: false } };
    const { links, email } = await registeredOk(context);
    expect(links[0]).toMatchObject({ shareNetWorth: false, shareCashFlow: true, shareRetirementScore: false, shareAll: true });
    expect((await findUserRow(t.database, email))?.registrationContext).toEqual({ advisorConnect: advisor.user.id, productUser: 'true' });
    const none = await registeredOk({ advisorConnect: advisor.user.id, share: { all: true, netWorth: false, cashFlow: false, retirementScore: false } });
    expect(none.links[0]).toMatchObject({ shareAll: false, shareNetWorth: false, shareCashFlow: false, shareRetirementScore: false });
  });

  it('the request shows on the advisor’s My Clients', async () => {
    const { user } = await registeredOk({ advisorConnect: advisor.user.id });
    const clients = await t.request({ method: 'GET', url: '/api/connections/clients', cookies: advisor.cookies });
    expect(clients.json().clients.map((row: { client: { id: string } }) => row.client.id)).toContain(user.id);
  });
});

describe('links that name no listed advisor are ignored; the registration stands', () => {
  it('an unknown id, a client’s id, an advisor who has not finished onboarding: nothing of the link is kept', async () => {
    const otherClient = await signUp(t, { role: 'client' });
    const unfinished = await createAdvisor(t, { finish: false });
    for (const id of ['no-such-advisor', otherClient.user.id, unfinished.user.id]) {
      const { links, email } = await registeredOk({ advisor: id, source: 'Directory' });
      expect(links).toEqual([]);
      expect((await findUserRow(t.database, email))?.registrationContext).toEqual({});
      expect((await registeredOk({ advisorConnect: id })).links).toEqual([]);
    }
  });

  it('advisorConnect naming nobody falls back to a listed advisor', async () => {
    const { links } = await registeredOk({ advisorConnect: 'no-such-advisor', ...signedAdvisorLink(t, advisor.user.id, 'email') });
    expect(links[0]).toMatchObject({ advisorId: advisor.user.id, requestedBy: 'advisor', source: 'Email' });
  });

  it('an advisor registering from a link gets no client connection', async () => {
    const { user } = await registerClient({ advisor: advisor.user.id, source: 'Directory' }, { role: 'advisor' });
    const links = await t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.userId, user.id));
    expect(links).toEqual([]);
  });
});

describe('expiry', () => {
  it('a link that expired yesterday (UTC) registers an ordinary account and says why: no request, nothing of the link kept', async () => {
    const { links, email } = await registeredOk(signedAdvisorLink(t, advisor.user.id, 'custom', utcDay(-1)));
    expect(links).toEqual([]);
    expect((await findUserRow(t.database, email))?.registrationContext).toEqual({});
    const { linkNotice } = await registerClient(signedAdvisorLink(t, advisor.user.id, 'custom', utcDay(-1)));
    expect(linkNotice).toBe(EXPIRED);
  });

  it('is told before the form is sent (the page checks the link first)', async () => {
    const check = await t.request({
      method: 'POST',
      url: '/api/auth/registration-link/check',
      payload: { role: 'client', context: signedAdvisorLink(t, advisor.user.id, 'custom', '2020-01-01') },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ status: 'refused', notice: EXPIRED });
    const valid = await t.request({
      method: 'POST',
      url: '/api/auth/registration-link/check',
      payload: { role: 'client', context: signedAdvisorLink(t, advisor.user.id, 'custom', '2099-12-31') },
    });
    expect(valid.json()).toEqual({ status: 'valid', notice: null });
  });

  it('works through its last day, and later ones', async () => {
    for (const expiry of [utcDay(0), utcDay(1), '2099-12-31']) {
      const { links } = await registeredOk(signedAdvisorLink(t, advisor.user.id, 'custom', expiry));
      expect(links[0]).toMatchObject({ requestedBy: 'advisor', source: 'custom' });
    }
  });
});

describe("POST /api/connections (the directory's Connect) refuses with clear messages", () => {
  it('a non-advisor, yourself, a request while one waits, and while connected', async () => {
    const client = await signUp(t, { role: 'client' });
    const other = await signUp(t, { role: 'client' });
    const connect = (advisorId: string) => t.request({ method: 'POST', url: '/api/connections', payload: { advisorId }, cookies: client.cookies });
    for (const id of [other.user.id, client.user.id, 'no-such-advisor']) {
      expect(expectError(await connect(id), 400, 'VALIDATION')).toMatchObject({ message: 'You can connect only with an advisor.', field: 'advisorId' });
    }
    const first = await connect(advisor.user.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(expectError(await connect(advisor.user.id), 409, 'CONFLICT').message).toBe('A connection request is already waiting for an answer.');
    await t.request({ method: 'POST', url: `/api/connections/${first.json().connection.id}/accept`, payload: {}, cookies: advisor.cookies });
    expect(expectError(await connect(advisor.user.id), 409, 'CONFLICT').message).toBe('You are already connected.');
  });
});

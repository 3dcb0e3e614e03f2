import { advisorDataViews } from '@finboard/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorViewAuditOf } from '../src/access/advisor-view-audit';
import sharp from 'sharp';
import { createTestApp, expectError, multipartBody, signUp, type TestApp } from './test-app';

/**
 * An advisor reads a connected client's data read-only, exactly as far as the client's share
 * switches open it; a switch turned off or a disconnect is obeyed by the very next read.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

type Party = Awaited<ReturnType<typeof signUp>>;

async function connect(client: Party, advisor: Party) {
  const requested = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
  const id = requested.json().connection.id as string;
  expect((await t.request({ method: 'POST', url: `/api/connections/${id}/accept`, payload: {}, cookies: advisor.cookies })).statusCode).toBe(200);
  return id;
}

const share = (client: Party, id: string, switches: { netWorth: boolean; cashFlow: boolean; retirementScore: boolean }) =>
  t.request({ method: 'PUT', url: `/api/connections/${id}/share`, payload: switches, cookies: client.cookies });

const read = (who: Party, url: string, userId: string) =>
  t.request({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}userId=${encodeURIComponent(userId)}`, cookies: who.cookies });

/** Reads by the switch that opens them (access/client-data-access.ts, domain SHARE_SWITCH_OF_SCOPE). */
const READS = {
  netWorth: ['/api/assets', '/api/liabilities', '/api/institutions', '/api/net-worth', '/api/investments', '/api/income', '/api/insurance'],
  cashFlow: ['/api/cash-flow', '/api/cash-flow/accounts', '/api/cash-flow/count'],
  retirementScore: ['/api/scenarios', '/api/my-plan'],
} as const;

describe('an advisor reading a connected client', () => {
  it('reads everything the client shares, and nothing once a switch is off', async () => {
    const client = await signUp(t, { role: 'client' });
    const advisor = await signUp(t, { role: 'advisor' });
    const id = await connect(client, advisor);

    for (const url of Object.values(READS).flat()) {
      const answer = await read(advisor, url, client.user.id);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }

    expect((await share(client, id, { netWorth: true, cashFlow: false, retirementScore: true })).statusCode).toBe(200);
    for (const url of READS.cashFlow) {
      const error = expectError(await read(advisor, url, client.user.id), 403, 'FORBIDDEN');
      expect(error.message).toBe("you don't have access to this feature");
    }
    expect((await read(advisor, '/api/net-worth', client.user.id)).statusCode).toBe(200);

    expect((await share(client, id, { netWorth: false, cashFlow: true, retirementScore: false })).statusCode).toBe(200);
    expect(expectError(await read(advisor, '/api/assets', client.user.id), 403).message).toBe("you don't have access to assets");
    expect(expectError(await read(advisor, '/api/liabilities', client.user.id), 403).message).toBe("you don't have access to liabilities");
    for (const url of READS.retirementScore) expectError(await read(advisor, url, client.user.id), 403, 'FORBIDDEN');
    expect((await read(advisor, '/api/cash-flow', client.user.id)).statusCode).toBe(200);
  });

  it('loses everything on the very next request after a disconnect (no cache in between)', async () => {
    const client = await signUp(t, { role: 'client' });
    const advisor = await signUp(t, { role: 'advisor' });
    const id = await connect(client, advisor);
    expect((await read(advisor, '/api/net-worth', client.user.id)).statusCode).toBe(200);
    await t.request({ method: 'POST', url: `/api/connections/${id}/disconnect`, payload: {}, cookies: client.cookies });
    for (const url of Object.values(READS).flat()) expectError(await read(advisor, url, client.user.id), 403, 'FORBIDDEN');
  });

  it('never writes for the client, even connected with every switch on', async () => {
    const client = await signUp(t, { role: 'client' });
    const advisor = await signUp(t, { role: 'advisor' });
    await connect(client, advisor);
    const writes = [
      { method: 'PUT' as const, url: '/api/income', payload: { incomeInfos: [] } },
      {
        method: 'POST' as const,
        url: '/api/accounts/manual',
        payload: {
          institutionName: 'X',
          name: 'Y',
          balanceType: 'assets',
          accountType: 'depository',
          accountSubtype: 'checking',
          amountCents: 100,
          date: '2026-01-01',
        },
      },
      { method: 'POST' as const, url: '/api/scenarios', payload: { type: 'debt', name: 'Mine now' } },
    ];
    for (const write of writes) {
      const answer = await t.request({ ...write, url: `${write.url}?userId=${client.user.id}`, cookies: advisor.cookies });
      expect([400, 403], `${write.url}: ${answer.body}`).toContain(answer.statusCode);
    }
  });

  it('refuses an unconnected advisor, a pending one, and another client', async () => {
    const client = await signUp(t, { role: 'client' });
    const stranger = await signUp(t, { role: 'advisor' });
    const pending = await signUp(t, { role: 'advisor' });
    const otherClient = await signUp(t, { role: 'client' });
    await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: pending.user.id }, cookies: client.cookies });
    for (const who of [stranger, pending, otherClient]) {
      expect(expectError(await read(who, '/api/assets', client.user.id), 403).message).toBe("you don't have access to assets");
      expectError(await read(who, '/api/cash-flow', client.user.id), 403, 'FORBIDDEN');
    }
  });
});

describe('the audit of advisor reads', () => {
  it('records each read (once a minute per kind) and shows it to the client under the advisor', async () => {
    const client = await signUp(t, { role: 'client' });
    const advisor = await signUp(t, { role: 'advisor' });
    const other = await signUp(t, { role: 'advisor' });
    await connect(client, advisor);
    await connect(client, other);
    await read(advisor, '/api/cash-flow', client.user.id);
    await read(advisor, '/api/cash-flow', client.user.id);
    await read(advisor, '/api/net-worth', client.user.id);
    await read(client, '/api/net-worth', client.user.id);
    await advisorViewAuditOf(t.database.db).flush();

    const rows = await t.database.db
      .select()
      .from(advisorDataViews)
      .where(and(eq(advisorDataViews.userId, client.user.id), eq(advisorDataViews.advisorId, advisor.user.id)));
    expect(rows.map((row) => row.scope).sort()).toEqual(['cashFlow', 'netWorth']);

    const board = await t.request({ method: 'GET', url: '/api/connections/advisors', cookies: client.cookies });
    const rowsByAdvisor = new Map(
      (board.json().advisors as { advisor: { id: string }; recentViews: { label: string }[] }[]).map((row) => [row.advisor.id, row]),
    );
    expect(
      rowsByAdvisor
        .get(advisor.user.id)
        ?.recentViews.map((view) => view.label)
        .sort(),
    ).toEqual(['Cash Flow', 'Net Worth']);
    expect(rowsByAdvisor.get(other.user.id)?.recentViews).toEqual([]);
  });

  it('records nothing for a refused read', async () => {
    const client = await signUp(t, { role: 'client' });
    const stranger = await signUp(t, { role: 'advisor' });
    await read(stranger, '/api/cash-flow', client.user.id);
    await advisorViewAuditOf(t.database.db).flush();
    expect(await t.database.db.select().from(advisorDataViews).where(eq(advisorDataViews.userId, client.user.id))).toEqual([]);
  });
});

describe('scenario sharing with a connected advisor', () => {
  it('a client shares a plan with a connected advisor, who then sees it; a disconnect ends that', async () => {
    const client = await signUp(t, { role: 'client' });
    const advisor = await signUp(t, { role: 'advisor' });
    const id = await connect(client, advisor);
    const created = await t.request({ method: 'POST', url: '/api/scenarios', payload: { type: 'debt', name: 'Card payoff' }, cookies: client.cookies });
    expect(created.statusCode, created.body).toBe(201);
    const scenarioId = created.json().scenario.id as string;

    const shares = await t.request({ method: 'GET', url: `/api/scenarios/${scenarioId}/shares`, cookies: client.cookies });
    expect(shares.json().advisors.map((row: { advisorId: string }) => row.advisorId)).toEqual([advisor.user.id]);
    const shared = await t.request({ method: 'POST', url: `/api/scenarios/${scenarioId}/shares/${advisor.user.id}`, payload: {}, cookies: client.cookies });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/scenarios/${scenarioId}`, cookies: advisor.cookies })).statusCode).toBe(200);

    await t.request({ method: 'POST', url: `/api/connections/${id}/disconnect`, payload: {}, cookies: advisor.cookies });
    expectError(await t.request({ method: 'GET', url: `/api/scenarios/${scenarioId}`, cookies: advisor.cookies }), 404, 'NOT_FOUND');
  });
});

describe("the client's profile and onboarding summary for a connected advisor", () => {
  it('reads them while connected (identity never included), and not before or after', async () => {
    const client = await signUp(t, { role: 'client' });
    const advisor = await signUp(t, { role: 'advisor' });
    const stranger = await signUp(t, { role: 'advisor' });
    expectError(await read(advisor, '/api/clients/profile', client.user.id), 403, 'FORBIDDEN');
    const id = await connect(client, advisor);
    // The profile needs only the connection: every switch off still opens it.
    await share(client, id, { netWorth: false, cashFlow: false, retirementScore: false });
    const profile = await read(advisor, '/api/clients/profile', client.user.id);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().profile).toMatchObject({ email: client.email, identity: null });
    const onboarding = await read(advisor, '/api/clients/onboarding', client.user.id);
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    expectError(await read(stranger, '/api/clients/profile', client.user.id), 403, 'FORBIDDEN');
    expectError(await read(stranger, '/api/clients/onboarding', client.user.id), 403, 'FORBIDDEN');
    await t.request({ method: 'POST', url: `/api/connections/${id}/disconnect`, payload: {}, cookies: client.cookies });
    expectError(await read(advisor, '/api/clients/profile', client.user.id), 403, 'FORBIDDEN');
  });

  it("an advisor's own id is not a client's profile (404)", async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    expectError(await t.request({ method: 'GET', url: '/api/clients/profile', cookies: advisor.cookies }), 404, 'NOT_FOUND');
  });
});

describe("a client's photo", () => {
  it('is seen by the advisors connected to the client, by no other', async () => {
    const client = await signUp(t, { role: 'client' });
    const advisor = await signUp(t, { role: 'advisor' });
    const stranger = await signUp(t, { role: 'advisor' });
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody([{ name: 'file', value: image, filename: 'me.jpg', contentType: 'image/jpeg' }]);
    const uploaded = await t.request({ method: 'POST', url: '/api/profile/images/photo', cookies: client.cookies, ...body });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoUrl = uploaded.json().profile.photoUrl as string;
    expectError(await t.request({ method: 'GET', url: photoUrl, cookies: advisor.cookies }), 404, 'NOT_FOUND');
    const id = await connect(client, advisor);
    expect((await t.request({ method: 'GET', url: photoUrl, cookies: advisor.cookies })).statusCode).toBe(200);
    expectError(await t.request({ method: 'GET', url: photoUrl, cookies: stranger.cookies }), 404, 'NOT_FOUND');
    await t.request({ method: 'POST', url: `/api/connections/${id}/disconnect`, payload: {}, cookies: advisor.cookies });
    expectError(await t.request({ method: 'GET', url: photoUrl, cookies: advisor.cookies }), 404, 'NOT_FOUND');
  });
});

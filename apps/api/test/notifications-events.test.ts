import { clientAdvisorLinks, institutions, notifications, users } from '@finboard/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxAggregation, SANDBOX_PASSWORD, SANDBOX_USERNAME } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { createAdvisor } from './directory-helpers';
import { signedAdvisorLink } from './registration-links';
import { createTestApp, expectError, registerVerified, registration, setPlan, signUp, type TestApp, uniqueEmail } from './test-app';

/**
 * Each event writes its notification, for the right user only, by its reaction before the request
 * answers; the event itself is recorded in the write's own transaction: connection requests and
 * answers, disconnects, registrations through a link, scenario shares and a bank whose login breaks.
 */

const sandbox = createSandboxAggregation({ clock: () => new Date() });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
}, 60_000);
afterAll(() => t?.close());

type Party = Awaited<ReturnType<typeof signUp>>;
let counter = 0;
const newClient = () => signUp(t, { role: 'client', firstName: `Client${(counter += 1)}`, lastName: 'Doe' });
const newAdvisor = () => signUp(t, { role: 'advisor', firstName: `Advisor${(counter += 1)}`, lastName: 'Roe' });

const post = (who: { cookies: string[] }, url: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url, payload, cookies: who.cookies });

async function okJson(promise: ReturnType<typeof post>, status = 200) {
  const answer = await promise;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json();
}

/** What a user's notifications are, as stored (the list api is notifications.test.ts's). */
async function storedOf(userId: string) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map((row) => ({
    type: row.type,
    personId: row.personId,
    connectionId: row.connectionId,
    institutionId: row.institutionId,
    scenarioId: row.scenarioId,
    read: row.readAt !== null,
  }));
}

async function listOf(who: Party) {
  return (await okJson(t.request({ method: 'GET', url: '/api/notifications?limit=50', cookies: who.cookies }))) as {
    notifications: {
      type: string;
      read: boolean;
      person: { id: string; role: string; firstName: string } | null;
      connectionId: string | null;
      scenarioId: string | null;
      institution: { id: string; name: string; logoUrl: string | null } | null;
    }[];
    unreadCount: number;
  };
}

const requestLink = async (client: Party, advisor: Party) =>
  (await okJson(post(client, '/api/connections', { advisorId: advisor.user.id }), 201)).connection as { id: string };

async function connect(client: Party, advisor: Party) {
  const link = await requestLink(client, advisor);
  await okJson(post(advisor, `/api/connections/${link.id}/accept`));
  return link;
}

const none = { institutionId: null, scenarioId: null };

/**
 * A trigger that makes recording one type of domain event fail, to see the write roll back with it
 * (the event is what brings the notification: a notification failing after the commit is retried,
 * domain-events.test.ts).
 */
async function withFailingEvent<T>(type: string, run: () => Promise<T>): Promise<T> {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function fail_event() returns trigger language plpgsql as $$ begin raise exception 'event refused for the test'; end $$`),
  );
  await db.execute(sql.raw(`create trigger fail_event before insert on domain_events for each row when (new.type = '${type}') execute function fail_event()`));
  try {
    return await run();
  } finally {
    await db.execute(sql.raw('drop trigger fail_event on domain_events'));
  }
}

describe('connections', () => {
  it("a client's request tells the advisor (connection_request with the client and the link), and nobody else", async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const bystander = await newAdvisor();
    const link = await requestLink(client, advisor);
    expect(await storedOf(advisor.user.id)).toEqual([{ type: 'connection_request', personId: client.user.id, connectionId: link.id, ...none, read: false }]);
    expect(await storedOf(client.user.id)).toEqual([]);
    expect(await storedOf(bystander.user.id)).toEqual([]);
    const listed = await listOf(advisor);
    expect(listed.unreadCount).toBe(1);
    expect(listed.notifications[0]).toMatchObject({
      type: 'connection_request',
      connectionId: link.id,
      person: { id: client.user.id, role: 'client', firstName: expect.stringMatching(/^Client\d+$/) },
    });
  });

  it("the advisor's acceptance tells the client (connection with the advisor); the request is read, the advisor told nothing more", async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await connect(client, advisor);
    expect(await storedOf(client.user.id)).toEqual([{ type: 'connection', personId: advisor.user.id, connectionId: link.id, ...none, read: false }]);
    expect(await storedOf(advisor.user.id)).toEqual([{ type: 'connection_request', personId: client.user.id, connectionId: link.id, ...none, read: true }]);
    expect((await listOf(client)).notifications[0]?.person).toMatchObject({ id: advisor.user.id, role: 'advisor' });
    expect((await listOf(advisor)).unreadCount).toBe(0);
  });

  it('a disconnect by either side tells the other (disconnect), never the one who disconnected', async () => {
    for (const by of ['client', 'advisor'] as const) {
      const client = await newClient();
      const advisor = await newAdvisor();
      const link = await connect(client, advisor);
      const before = { client: await storedOf(client.user.id), advisor: await storedOf(advisor.user.id) };
      await okJson(post(by === 'client' ? client : advisor, `/api/connections/${link.id}/disconnect`));
      const [told, teller] = by === 'client' ? [advisor, client] : [client, advisor];
      const toldBefore = by === 'client' ? before.advisor : before.client;
      const tellerBefore = by === 'client' ? before.client : before.advisor;
      expect(await storedOf(told.user.id)).toEqual([
        ...toldBefore,
        { type: 'disconnect', personId: teller.user.id, connectionId: link.id, ...none, read: false },
      ]);
      expect(await storedOf(teller.user.id)).toEqual(tellerBefore);
    }
  });

  it("withdrawing a request tells nobody, and the advisor's request notification is read (it cannot be answered)", async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await requestLink(client, advisor);
    await okJson(post(client, `/api/connections/${link.id}/disconnect`));
    expect(await storedOf(advisor.user.id)).toEqual([{ type: 'connection_request', personId: client.user.id, connectionId: link.id, ...none, read: true }]);
    expect(await storedOf(client.user.id)).toEqual([]);
    expect((await listOf(advisor)).unreadCount).toBe(0);
  });

  it('declining tells nobody; the request is read', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await requestLink(client, advisor);
    await okJson(post(advisor, `/api/connections/${link.id}/decline`));
    expect(await storedOf(advisor.user.id)).toEqual([{ type: 'connection_request', personId: client.user.id, connectionId: link.id, ...none, read: true }]);
    expect(await storedOf(client.user.id)).toEqual([]);
  });

  it("a refused request (already pending) writes nothing more; another advisor's request stays unread", async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const other = await newAdvisor();
    const link = await requestLink(client, advisor);
    const otherLink = await requestLink(client, other);
    expectError(await post(client, '/api/connections', { advisorId: advisor.user.id }), 409, 'CONFLICT');
    expect(await storedOf(advisor.user.id)).toHaveLength(1);
    await okJson(post(client, `/api/connections/${link.id}/disconnect`));
    expect(await storedOf(other.user.id)).toEqual([{ type: 'connection_request', personId: client.user.id, connectionId: otherLink.id, ...none, read: false }]);
  });

  it('an acceptance whose event (its notification) cannot be recorded is undone: the link stays pending, the plan unchanged, the request unread', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    await setPlan(t.database, client.user.id, 'paid');
    const link = await requestLink(client, advisor);
    const answer = await withFailingEvent('ConnectionAccepted', () => post(advisor, `/api/connections/${link.id}/accept`));
    expectError(answer, 500, 'INTERNAL');
    const [row] = await t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.id, link.id));
    expect(row).toMatchObject({ status: 'pending', acceptedAt: null });
    const [user] = await t.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, client.user.id));
    expect(user?.plan).toBe('paid');
    expect(await storedOf(advisor.user.id)).toEqual([{ type: 'connection_request', personId: client.user.id, connectionId: link.id, ...none, read: false }]);
    expect(await storedOf(client.user.id)).toEqual([]);
    // Once the event can be recorded, the same acceptance goes through with its notification.
    await okJson(post(advisor, `/api/connections/${link.id}/accept`));
    expect(await storedOf(client.user.id)).toEqual([{ type: 'connection', personId: advisor.user.id, connectionId: link.id, ...none, read: false }]);
  });

  it('a request whose event (its notification) cannot be recorded is not stored either', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    expectError(await withFailingEvent('ConnectionRequested', () => post(client, '/api/connections', { advisorId: advisor.user.id })), 500, 'INTERNAL');
    expect(await t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.userId, client.user.id))).toEqual([]);
    // And the pair may ask again.
    await requestLink(client, advisor);
    expect(await storedOf(advisor.user.id)).toHaveLength(1);
  });
});

describe('registration links', () => {
  let listed: Party;
  beforeAll(async () => {
    listed = await createAdvisor(t, { zip: '10001' });
  }, 60_000);

  async function register(context: Record<string, unknown>) {
    const { user, cookies } = await registerVerified(t, registration({ email: uniqueEmail('linked'), context }));
    const [link] = await t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.userId, user.id));
    return { user, link: link as typeof clientAdvisorLinks.$inferSelect, cookies };
  }

  it("the directory's connect flow is the client's request: the advisor gets connection_request", async () => {
    const before = await storedOf(listed.user.id);
    const { user, link } = await register({ advisorConnect: listed.user.id });
    expect(await storedOf(listed.user.id)).toEqual([...before, { type: 'connection_request', personId: user.id, connectionId: link.id, ...none, read: false }]);
    expect(await storedOf(user.id)).toEqual([]);
  });

  it("an advisor's own link brings the advisor new_client_account; the client's acceptance then tells the advisor connection", async () => {
    const before = await storedOf(listed.user.id);
    const { user, link, cookies } = await register(signedAdvisorLink(t, listed.user.id, 'facebook'));
    expect(link).toMatchObject({ requestedBy: 'advisor', status: 'pending' });
    const announced = { type: 'new_client_account', personId: user.id, connectionId: link.id, ...none, read: false };
    expect(await storedOf(listed.user.id)).toEqual([...before, announced]);
    expect(await storedOf(user.id)).toEqual([]);
    await okJson(post({ cookies }, `/api/connections/${link.id}/accept`));
    expect(await storedOf(listed.user.id)).toEqual([
      ...before,
      announced,
      { type: 'connection', personId: user.id, connectionId: link.id, ...none, read: false },
    ]);
    expect(await storedOf(user.id)).toEqual([]);
  });

  it('a link naming nobody listed makes no notification', async () => {
    const advisor = await newAdvisor();
    const { user, link } = await register({ advisor: advisor.user.id, source: 'facebook' });
    expect(link).toBeUndefined();
    expect(await storedOf(advisor.user.id)).toEqual([]);
    expect(await storedOf(user.id)).toEqual([]);
  });
});

describe('scenario shares', () => {
  it('sharing tells the advisor once (scenario_share with the client and the scenario); sharing again adds nothing', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const bystander = await newAdvisor();
    await connect(client, advisor);
    await connect(client, bystander);
    const before = await storedOf(advisor.user.id);
    const { scenario } = await okJson(post(client, '/api/scenarios', { name: 'Card payoff' }), 201);
    await okJson(t.request({ method: 'POST', url: `/api/scenarios/${scenario.id}/shares/${advisor.user.id}`, cookies: client.cookies }));
    const shared = { type: 'scenario_share', personId: client.user.id, connectionId: null, institutionId: null, scenarioId: scenario.id, read: false };
    expect(await storedOf(advisor.user.id)).toEqual([...before, shared]);
    await okJson(t.request({ method: 'POST', url: `/api/scenarios/${scenario.id}/shares/${advisor.user.id}`, cookies: client.cookies }));
    expect(await storedOf(advisor.user.id)).toEqual([...before, shared]);
    expect((await storedOf(bystander.user.id)).filter((row) => row.type === 'scenario_share')).toEqual([]);
    expect((await storedOf(client.user.id)).filter((row) => row.type === 'scenario_share')).toEqual([]);
    expect((await listOf(advisor)).notifications[0]).toMatchObject({
      type: 'scenario_share',
      scenarioId: scenario.id,
      person: { id: client.user.id, role: 'client' },
    });
  });

  it('a share whose event (its notification) cannot be recorded is not stored', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    await connect(client, advisor);
    const { scenario } = await okJson(post(client, '/api/scenarios', { name: 'Card payoff' }), 201);
    const url = `/api/scenarios/${scenario.id}/shares/${advisor.user.id}`;
    expectError(await withFailingEvent('ScenarioShared', () => t.request({ method: 'POST', url, cookies: client.cookies })), 500, 'INTERNAL');
    const sharing = await okJson(t.request({ method: 'GET', url: `/api/scenarios/${scenario.id}/shares`, cookies: client.cookies }));
    expect(sharing.advisors).toEqual([expect.objectContaining({ advisorId: advisor.user.id, isShared: false })]);
    expect((await storedOf(advisor.user.id)).filter((row) => row.type === 'scenario_share')).toEqual([]);
  });
});

describe('a bank login that breaks', () => {
  let client: Party;
  let institutionId = '';

  beforeAll(async () => {
    client = await newClient();
    await setPlan(t.database, client.user.id, 'paid');
    const { linkToken } = await okJson(post(client, '/api/institutions/link-token'));
    const { publicToken } = await okJson(
      post(client, '/api/sandbox/public-token', { linkToken, institutionId: 'ins_sbx_bluebird', username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD }),
    );
    institutionId = (
      await okJson(post(client, '/api/institutions', { publicToken, institutionId: 'ins_sbx_bluebird', institutionName: 'Bluebird Card Services' }), 201)
    ).institution.id;
  }, 60_000);

  const loginRequired = () => ({ type: 'account_login_required', personId: null, connectionId: null, institutionId, scenarioId: null, read: false });
  const errorCode = async () =>
    (await t.database.db.select({ errorCode: institutions.errorCode }).from(institutions).where(eq(institutions.id, institutionId)))[0]?.errorCode;

  it('tells the client once when the login breaks, not again on each sync while it stays broken', async () => {
    expect(await storedOf(client.user.id)).toEqual([]);
    await okJson(post(client, `/api/sandbox/institutions/${institutionId}/break-login`));
    expect(await storedOf(client.user.id)).toEqual([loginRequired()]);
    for (let run = 0; run < 2; run += 1) {
      const { institution } = await okJson(post(client, `/api/institutions/${institutionId}/sync`));
      expect(institution).toMatchObject({ needsLogin: true, errorCode: 'ITEM_LOGIN_REQUIRED' });
    }
    expect(await storedOf(client.user.id)).toEqual([loginRequired()]);
    const listed = await listOf(client);
    expect(listed.notifications[0]).toMatchObject({
      type: 'account_login_required',
      person: null,
      institution: { id: institutionId, name: 'Bluebird Card Services', logoUrl: expect.stringMatching(/^data:image\/png;base64,/) },
    });
  });

  it('a sync that finds it broken again after it was healthy tells the client again', async () => {
    // As a successful sync leaves it: no error. The bank still refuses the login.
    await t.database.db.update(institutions).set({ errorCode: null }).where(eq(institutions.id, institutionId));
    const { institution } = await okJson(post(client, `/api/institutions/${institutionId}/sync`));
    expect(institution).toMatchObject({ needsLogin: true });
    expect(await storedOf(client.user.id)).toEqual([loginRequired(), loginRequired()]);
  });

  it('a login expiry whose event (its notification) cannot be recorded leaves the institution as it was', async () => {
    await t.database.db.update(institutions).set({ errorCode: null }).where(eq(institutions.id, institutionId));
    const answer = await withFailingEvent('InstitutionLoginExpired', () => post(client, `/api/institutions/${institutionId}/sync`));
    expectError(answer, 500, 'INTERNAL');
    expect(await errorCode()).toBeNull();
    expect(await storedOf(client.user.id)).toHaveLength(2);
  });

  it('a deleted institution shows no institution in its old notification', async () => {
    await t.request({ method: 'DELETE', url: `/api/institutions/${institutionId}`, cookies: client.cookies });
    const listed = await listOf(client);
    expect(listed.notifications.map((notification) => notification.institution)).toEqual([null, null]);
  });
});

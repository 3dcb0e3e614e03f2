import { randomUUID } from 'node:crypto';
import { clientAdvisorLinks, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/** Registration links have a life (issue 34): an expired link is not handed out, it can be renewed or deleted, and deleting keeps its clients. */

type Party = Awaited<ReturnType<typeof signUp>>;
interface Source {
  id: string | null;
  name: string;
  expiryDate: string | null;
  isExpired: boolean;
  link: string | null;
}

let t: TestApp;
let advisor: Party;
let other: Party;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  advisor = await signUp(t, { role: 'advisor' });
  other = await signUp(t, { role: 'advisor' });
}, 240_000);
afterAll(() => t?.close());

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const send = (who: Party, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.request({ method, url, cookies: who.cookies, ...(payload ? { payload } : {}) });
async function addSource(name: string, expiryDate: string | null): Promise<Source> {
  const answer = await send(advisor, 'POST', '/api/advisor/sources', { name, expiryDate });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().source;
}
const listed = async (name: string) => ((await send(advisor, 'GET', '/api/advisor/sources')).json().sources as Source[]).find((source) => source.name === name);

describe('an expired registration link', () => {
  it('is listed as expired with no link to copy or show as a QR code', async () => {
    const created = await addSource('Old Fair', utcDay(-1));
    expect(created).toMatchObject({ isExpired: true, link: null });
    expect(await listed('Old Fair')).toMatchObject({ isExpired: true, link: null, expiryDate: utcDay(-1) });
    expect((await addSource('New Fair', utcDay(10))).link).toMatch(/source=New%20Fair&expiry=/);
  });

  it('is renewed with a new last day, or none, and gets a newly signed link', async () => {
    const { id } = await addSource('Renewed Fair', utcDay(-3));
    const renewed = await send(advisor, 'PATCH', `/api/advisor/sources/${id}`, { expiryDate: utcDay(30) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const source = renewed.json().source as Source;
    expect(source).toMatchObject({ isExpired: false, expiryDate: utcDay(30) });
    expect(new URL(source.link ?? '').searchParams.get('expiry')).toBe(utcDay(30));
    expect(new URL(source.link ?? '').searchParams.get('sig')).toBeTruthy();
    const forever = await send(advisor, 'PATCH', `/api/advisor/sources/${id}`, { expiryDate: null });
    expect(forever.json().source).toMatchObject({ isExpired: false, expiryDate: null });
    expect(new URL(forever.json().source.link).searchParams.has('expiry')).toBe(false);
  });

  it('refuses a renewal to a past day, a bad date, another advisor, or a client', async () => {
    const { id } = await addSource('Strict Fair', utcDay(-3));
    expect(expectError(await send(advisor, 'PATCH', `/api/advisor/sources/${id}`, { expiryDate: utcDay(-1) }), 400, 'VALIDATION').message).toBe(
      'Choose an expiry date from today on',
    );
    expectError(await send(advisor, 'PATCH', `/api/advisor/sources/${id}`, { expiryDate: '2026-02-30' }), 400, 'VALIDATION');
    expectError(await send(advisor, 'PATCH', `/api/advisor/sources/${id}`, {}), 400, 'VALIDATION');
    expectError(await send(other, 'PATCH', `/api/advisor/sources/${id}`, { expiryDate: utcDay(5) }), 404, 'NOT_FOUND');
    const client = await signUp(t, { role: 'client' });
    expectError(await send(client, 'PATCH', `/api/advisor/sources/${id}`, { expiryDate: utcDay(5) }), 403);
    expect(await listed('Strict Fair')).toMatchObject({ isExpired: true, expiryDate: utcDay(-3) });
  });

  it('is deleted while its clients stay connected under its name', async () => {
    const { id } = await addSource('Gone Fair', utcDay(-2));
    const clientId = randomUUID();
    await t.database.db
      .insert(users)
      .values({ id: clientId, name: 'Fair Client', email: `fair.${clientId.slice(0, 6)}@example.test`, emailVerified: true, role: 'client' });
    await t.database.db.insert(clientAdvisorLinks).values({
      id: randomUUID(),
      userId: clientId,
      advisorId: advisor.user.id,
      status: 'connected',
      requestedBy: 'client',
      source: 'Gone Fair',
      acceptedAt: new Date(),
    });
    expectError(await send(other, 'DELETE', `/api/advisor/sources/${id}`), 404, 'NOT_FOUND');
    expect((await send(advisor, 'DELETE', `/api/advisor/sources/${id}`)).statusCode).toBe(204);
    expect(await listed('Gone Fair')).toBeUndefined();
    const [link] = await t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.userId, clientId));
    expect(link).toMatchObject({ status: 'connected', source: 'Gone Fair' });
    const page = (await send(advisor, 'GET', '/api/connections/clients/page?source=Gone%20Fair')).json();
    expect(page.clients.map((row: { client: { id: string } }) => row.client.id)).toEqual([clientId]);
  });
});

import { reportLinks } from '@finboard/db';
import { REPORT_LINK_EXPIRED, REPORT_LINK_NOT_FOUND } from '@finboard/contracts';
import { NO_ACCESS_TO_FEATURE } from '@finboard/domain';
import { REPORT_MESSAGES } from '@finboard/domain/reports';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfPagesText } from './support/pdf-text';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// Report links (issue 17 §4): 256 random bits, only their hash kept, 15 minutes, for their requester
// only, and the requester's access to the client asked again on every download.

let t: TestApp;
type Party = Awaited<ReturnType<typeof signUp>>;
let client: Party;
let otherClient: Party;
let advisor: Party;
let connectionId = '';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  client = await signUp(t, { role: 'client' });
  otherClient = await signUp(t, { role: 'client' });
  advisor = await signUp(t, { role: 'advisor' });
  const requested = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
  connectionId = requested.json().connection.id;
  expect((await t.request({ method: 'POST', url: `/api/connections/${connectionId}/accept`, payload: {}, cookies: advisor.cookies })).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

/** An error answer with the spec's (or the contract's) exact message. */
function refused(response: Parameters<typeof expectError>[0], status: number, code: string, message: string) {
  expect(expectError(response, status, code).message).toBe(message);
}

const generate = (who: Party, slug: string, query = '', payload: object = {}) =>
  t.request({ method: 'POST', url: `/api/reports/${slug}${query}`, payload, cookies: who.cookies });
const open = (who: Party, url: string) => t.request({ method: 'GET', url, cookies: who.cookies });
const keyOf = (url: string) => new URL(url, 'http://x').searchParams.get('key') as string;
const share = (switches: { netWorth: boolean; cashFlow: boolean; retirementScore: boolean }) =>
  t.request({ method: 'PUT', url: `/api/connections/${connectionId}/share`, payload: switches, cookies: client.cookies });

describe('a report link', () => {
  it('carries 256 random bits; only their SHA-256 is stored; it opens the PDF for its requester', async () => {
    const link = await generate(client, 'net-worth');
    expect(link.statusCode, link.body).toBe(200);
    const body = link.json();
    expect(body).toMatchObject({ status: 'ready', progress: 1, fileName: expect.stringMatching(/^Net Worth Report \d{4}\.pdf$/) });
    const key = keyOf(body.url);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(reportLinks).where(eq(reportLinks.userId, client.user.id));
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(key);
    const pdf = await open(client, body.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toContain('Net Worth Report');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('expires after 15 minutes (the clock moved), status and download alike', async () => {
    const body = (await generate(client, 'liabilities')).json();
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await open(client, body.url)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    refused(await open(client, body.url), 404, 'NOT_FOUND', REPORT_LINK_EXPIRED);
    refused(await open(client, body.statusUrl), 404, 'NOT_FOUND', REPORT_LINK_EXPIRED);
  });

  it('a guessed key opens nothing; a malformed one is refused before any lookup', async () => {
    const guessed = randomBytes(32).toString('base64url');
    refused(await open(client, `/api/reports/download?key=${guessed}`), 404, 'NOT_FOUND', REPORT_LINK_NOT_FOUND);
    refused(await open(client, `/api/reports/status?key=${guessed}`), 404, 'NOT_FOUND', REPORT_LINK_NOT_FOUND);
    expect((await open(client, '/api/reports/download?key=../../etc/passwd')).statusCode).toBe(400);
  });

  it("is its requester's alone: another signed-in user, or nobody, gets nothing", async () => {
    const body = (await generate(client, 'net-worth')).json();
    refused(await open(otherClient, body.url), 404, 'NOT_FOUND', REPORT_LINK_NOT_FOUND);
    refused(await open(advisor, body.url), 404, 'NOT_FOUND', REPORT_LINK_NOT_FOUND);
    expect((await t.request({ method: 'GET', url: body.url })).statusCode).toBe(401);
  });
});

describe('a report link opened in a browser tab', () => {
  // What a browser sends when window.open navigates a new tab to the link.
  const navigation = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  const navigate = (who: Party | null, url: string) => t.request({ method: 'GET', url, headers: navigation, ...(who ? { cookies: who.cookies } : {}) });
  const pageOf = (response: Awaited<ReturnType<typeof navigate>>) => {
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.headers.location;
  };

  it('still opens the PDF while the link is good', async () => {
    const body = (await generate(client, 'net-worth')).json();
    const pdf = await navigate(client, body.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it("expired, guessed, someone else's, signed out or malformed: a page that says so, never the key; other callers keep the JSON", async () => {
    const body = (await generate(client, 'liabilities')).json();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect(pageOf(await navigate(client, body.url))).toBe('/report-link?problem=expired');
    refused(await open(client, body.url), 404, 'NOT_FOUND', REPORT_LINK_EXPIRED);
    vi.useRealTimers();
    const fresh = (await generate(client, 'net-worth')).json();
    expect(pageOf(await navigate(otherClient, fresh.url))).toBe('/report-link?problem=not-found');
    expect(pageOf(await navigate(null, fresh.url))).toBe('/report-link?problem=signed-out');
    expect(pageOf(await navigate(client, `/api/reports/download?key=${randomBytes(32).toString('base64url')}`))).toBe('/report-link?problem=not-found');
    expect(pageOf(await navigate(client, '/api/reports/download?key=../../etc/passwd'))).toBe('/report-link?problem=not-found');
    expect((await t.request({ method: 'GET', url: fresh.url })).statusCode).toBe(401);
  });

  it('an advisor whose client turned the switch off is told so', async () => {
    const body = (await generate(advisor, 'net-worth', `?userId=${client.user.id}`)).json();
    await share({ netWorth: false, cashFlow: true, retirementScore: true });
    expect(pageOf(await navigate(advisor, body.url))).toBe('/report-link?problem=forbidden');
    refused(await open(advisor, body.url), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
    await share({ netWorth: true, cashFlow: true, retirementScore: true });
  });
});

describe('who may have a report', () => {
  it("an advisor for a connected client, under each report's share switch", async () => {
    const query = `?userId=${client.user.id}`;
    for (const slug of ['net-worth', 'cash-flow', 'investment', 'liabilities', 'retirement', 'quick-report'])
      expect((await generate(advisor, slug, query)).statusCode).toBe(200);
    expect((await share({ netWorth: false, cashFlow: true, retirementScore: false })).statusCode).toBe(200);
    for (const slug of ['net-worth', 'investment', 'liabilities', 'quick-report', 'retirement', 'all'])
      refused(await generate(advisor, slug, query), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
    expect((await generate(advisor, 'cash-flow', query)).statusCode).toBe(200);
    expect((await share({ netWorth: true, cashFlow: true, retirementScore: true })).statusCode).toBe(200);
  });

  it("not an advisor without a client selected, nor another client's data, nor an unconnected advisor", async () => {
    refused(await generate(advisor, 'quick-report'), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
    refused(await generate(advisor, 'net-worth'), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
    refused(await generate(otherClient, 'net-worth', `?userId=${client.user.id}`), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
    const stranger = await signUp(t, { role: 'advisor' });
    refused(await generate(stranger, 'net-worth', `?userId=${client.user.id}`), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
    expect((await t.request({ method: 'POST', url: '/api/reports/net-worth', payload: {} })).statusCode).toBe(401);
  });

  it('a switch turned off after the report was made refuses its download', async () => {
    const body = (await generate(advisor, 'net-worth', `?userId=${client.user.id}`)).json();
    expect((await open(advisor, body.url)).statusCode).toBe(200);
    await share({ netWorth: false, cashFlow: true, retirementScore: true });
    refused(await open(advisor, body.url), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
    await share({ netWorth: true, cashFlow: true, retirementScore: true });
    expect((await open(advisor, body.url)).statusCode).toBe(200);
  });
});

describe('scenarios in a report', () => {
  it('a client without a retirement plan gets a PDF that says so', async () => {
    const body = (await generate(otherClient, 'retirement')).json();
    const pages = await pdfPagesText((await open(otherClient, body.url)).rawPayload);
    expect(pages.flat()).toContain(REPORT_MESSAGES.noRetirementScenario);
  });

  it("someone else's scenario id, or one that is not a retirement plan, is NOT_FOUND", async () => {
    const foreign = await t.request({ method: 'POST', url: '/api/scenarios', payload: { type: 'retire', name: 'Not yours' }, cookies: otherClient.cookies });
    expect(foreign.statusCode, foreign.body).toBe(201);
    refused(await generate(client, 'retirement', '', { scenarioId: foreign.json().scenario.id }), 404, 'NOT_FOUND', 'Scenario not found');
    const debt = await t.request({ method: 'POST', url: '/api/scenarios', payload: { type: 'debt', name: 'Card' }, cookies: client.cookies });
    refused(await generate(client, 'retirement', '', { scenarioId: debt.json().scenario.id }), 404, 'NOT_FOUND', 'Scenario not found');
    refused(await generate(client, 'retirement', '', { scenarioId: 'no-such-scenario' }), 404, 'NOT_FOUND', 'Scenario not found');
  });
});

describe('the last of the disconnected advisor', () => {
  it('all reports, asked for and then disconnected before the job ran, fail; a link made before opens no more', async () => {
    const earlier = (await generate(advisor, 'net-worth', `?userId=${client.user.id}`)).json();
    const all = await generate(advisor, 'all', `?userId=${client.user.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().status).toBe('pending');
    expect((await t.request({ method: 'POST', url: `/api/connections/${connectionId}/disconnect`, payload: {}, cookies: client.cookies })).statusCode).toBe(
      200,
    );
    await t.app.jobs.drain();
    const [row] = await t.database.db
      .select()
      .from(reportLinks)
      .where(eq(reportLinks.tokenHash, createHash('sha256').update(keyOf(all.json().url)).digest('hex')));
    expect(row?.status).toBe('failed');
    refused(await open(advisor, all.json().statusUrl), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
    refused(await open(advisor, earlier.url), 403, 'FORBIDDEN', NO_ACCESS_TO_FEATURE);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  accounts,
  adminAuditLog,
  financialAccounts as financialAccountsTable,
  advisorDataViews,
  billingCustomers,
  clientAdvisorLinks,
  billingInvoices,
  dataExports,
  institutions,
  retainedAdvisorViews,
  retainedInvoices,
  sessions,
  storedFiles,
  transactions,
  users,
} from '@finboard/db';
import { PORTABILITY_MESSAGES } from '@finboard/domain/portability';
import { and, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PASSWORD, SANDBOX_USERNAME } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { EXCLUDED_COLUMNS, EXCLUDED_TABLES, EXPORT_PLAN, schemaTables } from '../src/modules/portability/export-plan';
import { tableNameOf } from '../src/modules/portability/export.repository';
import { buildExportArchive } from '../src/modules/portability/build-export.service';
import { createLocalFileStorage } from '../src/providers/storage/local-file-storage';
import { jobRows } from './support/job-rows';
import { findReferences } from './support/user-references';
import { billingCalls, type Party } from './billing-helpers';
import { createAdvisor } from './directory-helpers';
import { createTestApp, logIn, multipartBody, sessionUser, signUp, type TestApp } from './test-app';

let t: TestApp;
let dataDir: string;
let client: Party;
let advisor: Party;

const { post, subscribeTo, connect } = billingCalls(() => t);

/** A client with everything: a paid plan and its invoice, a linked sandbox bank, an advisor connected, a document. */
async function fullClient(): Promise<Party> {
  const party = await signUp(t, { firstName: 'Dana', lastName: 'Rivera' });
  // Connected first: a plan taken while connected is the client's own and stays (the accept would end an earlier one).
  await connect(party, advisor);
  const card = await post(party, '/api/billing/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
    name: 'Dana Rivera',
  });
  expect((await post(party, '/api/billing/payment-method', { paymentMethodId: card.json().paymentMethodId })).statusCode).toBe(200);
  expect((await subscribeTo(party, 'client')).statusCode).toBe(200);
  const linkToken = (await post(party, '/api/institutions/link-token', {})).json().linkToken as string;
  const publicToken = (
    await post(party, '/api/sandbox/public-token', { linkToken, institutionId: EVERGREEN, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD })
  ).json().publicToken as string;
  const linked = await post(party, '/api/institutions', { publicToken, institutionId: EVERGREEN, institutionName: 'Evergreen National Bank' });
  expect(linked.statusCode, linked.body).toBe(201);
  await uploadIdentity(party.cookies);
  await t.app.jobs.drain();
  return party;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-account-data-'));
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir });
  advisor = await createAdvisor(t);
  client = await fullClient();
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const EVERGREEN = 'ins_sbx_evergreen';
const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())))[0]?.id as string;

async function uploadIdentity(cookies: string[]) {
  const image = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  const body = multipartBody([
    { name: 'expiryDate', value: '2031-03-03' },
    { name: 'file', value: image, filename: 'id.jpg', contentType: 'image/jpeg' },
  ]);
  const response = await t.request({ method: 'POST', url: '/api/profile/images/identity-front', cookies, ...body });
  expect(response.statusCode, response.body).toBe(200);
}

/** Requests an export, runs the job, and opens the ZIP as its owner. */
async function exportOf(cookies: string[]) {
  const requested = await t.request({ method: 'POST', url: '/api/account-data/exports', cookies, payload: {} });
  expect(requested.statusCode, requested.body).toBe(200);
  expect(requested.json()).toMatchObject({ status: 'pending', downloadUrl: null });
  await t.app.jobs.drain();
  const ready = await t.request({ method: 'GET', url: `/api/account-data/exports/${requested.json().id}`, cookies });
  expect(ready.json()).toMatchObject({ status: 'ready' });
  const url = ready.json().downloadUrl as string;
  const zip = await t.request({ method: 'GET', url, cookies });
  expect(zip.statusCode, zip.body).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(zip.rawPayload));
  const data = JSON.parse(strFromU8(files['data.json'] as Uint8Array)) as {
    tables: Record<string, Record<string, unknown>[]>;
    clients: { email: string; status: string }[];
  };
  return { id: requested.json().id as string, url, files, data };
}

describe('the export plan', () => {
  it('covers every table of the schema: exported, or excluded with its reason, never both', () => {
    const exported = new Set(EXPORT_PLAN.map(tableNameOf));
    for (const name of schemaTables().keys()) {
      const reason = EXCLUDED_TABLES[name];
      expect(exported.has(name) || Boolean(reason), `table ${name} is neither exported nor excluded with a reason (export-plan.ts)`).toBe(true);
      expect(exported.has(name) && reason !== undefined, `table ${name} is both exported and excluded`).toBe(false);
    }
  });
});

describe('Download my data', () => {
  it('builds a ZIP with one CSV per kind, data.json and the documents, which holds every row of the user the database has', async () => {
    const clientId = client.user.id;
    const { files, data } = await exportOf(client.cookies);

    for (const kind of [
      'accounts',
      'balance-history',
      'transactions',
      'holdings',
      'scenarios',
      'profile',
      'connections-and-share-settings',
      'notifications',
      'invoices',
    ])
      expect(files[`${kind}.csv`], `${kind}.csv`).toBeDefined();
    const dbTransactions = await t.database.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, clientId));
    expect(dbTransactions.length).toBeGreaterThan(0);
    expect(data.tables.transactions?.length).toBe(dbTransactions.length);
    // The CSV has a header and one line per transaction (no field of the sandbox's spans lines).
    expect(
      strFromU8(files['transactions.csv'] as Uint8Array)
        .trim()
        .split('\n').length,
    ).toBe(dbTransactions.length + 1);
    const documents = Object.keys(files).filter((path) => path.startsWith('documents/'));
    expect(documents.some((path) => path.startsWith('documents/identity_front-') && path.endsWith('.jpg'))).toBe(true);
    // Secrets never leave: no access token, password hash or session token.
    const json = strFromU8(files['data.json'] as Uint8Array);
    for (const secret of ['accessTokenEncrypted', '"password"', '"token"', 'tokenHash', 'storageKey']) expect(json).not.toContain(secret);

    // The database's own account of it: every column holding this user's id, in every table, is in the export row for row.
    const references = await findReferences(t.database, clientId);
    const ownerColumns = new Map(EXPORT_PLAN.map((entry) => [tableNameOf(entry), new Set(entry.owners.map((column) => column.name))]));
    for (const [place, count] of references) {
      const [table, column] = place.split('.') as [string, string];
      if (EXCLUDED_TABLES[table] || EXCLUDED_COLUMNS[place]) continue;
      expect(ownerColumns.get(table)?.has(column), `${place} holds ${count} row(s) of the user but is neither exported nor excluded`).toBe(true);
      const entry = EXPORT_PLAN.find((candidate) => tableNameOf(candidate) === table);
      const key = Object.entries(entry ? getTableColumns(entry.table) : {}).find(([, value]) => value.name === column)?.[0] as string;
      const exportedRows = data.tables[table] ?? [];
      expect(exportedRows.filter((row) => row[key] === clientId).length, `${place}`).toBe(count);
    }
    expect(references.size).toBeGreaterThan(15);
  }, 60_000);

  it('opens an export to its owner only, and for 24 hours', async () => {
    const owner = (await signUp(t)).cookies;
    const other = (await signUp(t)).cookies;
    const { id, url } = await exportOf(owner);
    for (const path of [url, `/api/account-data/exports/${id}`]) {
      const refused = await t.request({ method: 'GET', url: path, cookies: other });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(PORTABILITY_MESSAGES.exportNotFound);
      expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(401);
    }
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    const expired = await t.request({ method: 'GET', url, cookies: owner });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(PORTABILITY_MESSAGES.exportExpired);
    expect((await t.request({ method: 'GET', url: '/api/account-data', cookies: owner })).json().latestExport.downloadUrl).toBeNull();
  }, 60_000);

  it('gives an advisor their profile, clients, sources and invoices', async () => {
    const { files, data } = await exportOf(advisor.cookies);
    expect(data.clients.some((row) => row.email === client.email.toLowerCase() && row.status === 'connected')).toBe(true);
    expect(strFromU8(files['clients.csv'] as Uint8Array)).toContain(client.email.toLowerCase());
    for (const kind of ['advisor-profile', 'registration-sources', 'invoices', 'profile']) expect(files[`${kind}.csv`], kind).toBeDefined();
    expect(data.tables.advisor_profiles?.length).toBe(1);
  }, 60_000);
});

describe('Delete my account', () => {
  it('refuses an advisor with connected clients, naming them, and deletes nothing', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/api/account-data/delete',
      cookies: advisor.cookies,
      payload: { email: advisor.email, password: advisor.password },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toContain('Dana Rivera');
    expect(refused.json().error.message).toContain('Disconnect');
    expect(await idOf(advisor.email)).toBe(advisor.user.id);
  });

  it('asks for the typed email and the password, and changes nothing when either is wrong', async () => {
    const user = await signUp(t);
    const attempts = [
      { payload: { password: user.password }, status: 400 },
      { payload: { email: 'someone.else@example.com', password: user.password }, status: 400, message: PORTABILITY_MESSAGES.emailMismatch },
      { payload: { email: user.email }, status: 400, message: PORTABILITY_MESSAGES.passwordRequired },
      { payload: { email: user.email, password: 'Wrong123!' }, status: 400, message: PORTABILITY_MESSAGES.passwordWrong },
      { payload: { email: user.email, password: user.password, extra: true }, status: 400 },
    ];
    for (const attempt of attempts) {
      const response = await t.request({ method: 'POST', url: '/api/account-data/delete', cookies: user.cookies, payload: attempt.payload });
      expect(response.statusCode, response.body).toBe(attempt.status);
      if (attempt.message) expect(response.json().error.message).toBe(attempt.message);
    }
    expect(await sessionUser(t, user.cookies)).not.toBeNull();
  });

  it('takes a sign-in in the last 5 minutes instead of a password for an account without one', async () => {
    const user = await signUp(t);
    await t.database.db.delete(accounts).where(eq(accounts.userId, user.user.id));
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.userId, user.user.id));
    const stale = await t.request({ method: 'POST', url: '/api/account-data/delete', cookies: user.cookies, payload: { email: user.email } });
    expect(stale.statusCode, stale.body).toBe(403);
    expect(stale.json().error.message).toBe(PORTABILITY_MESSAGES.signInAgain);
    await t.database.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user.user.id));
    const fresh = await t.request({ method: 'POST', url: '/api/account-data/delete', cookies: user.cookies, payload: { email: user.email.toUpperCase() } });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await idOf(user.email.toLowerCase())).toBeUndefined();
  });

  it('deletes a client completely: no row names them after, what the law keeps is kept without them, and every follow-up runs', async () => {
    const clientId = client.user.id;
    const advisorId = advisor.user.id;
    const db = t.database.db;
    const otherDevice = await logIn(t, client.email, client.password);
    const cookies = client.cookies;
    await exportOf(cookies);
    // The audits the law keeps: the advisor read this client's data; an admin acted on the account.
    await db.insert(advisorDataViews).values({ id: randomUUID(), userId: clientId, advisorId, scope: 'netWorth', viewedAt: new Date() });
    await db.insert(adminAuditLog).values({ id: randomUUID(), adminId: null, targetUserId: clientId, action: 'resend-verification', reason: 'asked by phone' });
    const invoicesBefore = await db.select().from(billingInvoices).where(eq(billingInvoices.userId, clientId));
    expect(invoicesBefore.length).toBeGreaterThan(0);
    const viewsBefore = await db
      .select({ id: advisorDataViews.id })
      .from(advisorDataViews)
      .where(or(eq(advisorDataViews.userId, clientId), eq(advisorDataViews.advisorId, clientId)));
    const items = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.userId, clientId));
    expect(items.length).toBeGreaterThan(0);
    const [customer] = await db.select({ id: billingCustomers.customerId }).from(billingCustomers).where(eq(billingCustomers.userId, clientId));
    const files = await db.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.userId, clientId));
    expect(files.length).toBeGreaterThan(0);

    const page = await t.request({ method: 'GET', url: '/api/account-data', cookies });
    expect(page.json()).toMatchObject({ hasPassword: true });
    expect(page.json().keptAfterDeletion).toContain('6 years');

    const deleted = await t.request({ method: 'POST', url: '/api/account-data/delete', cookies, payload: { email: client.email, password: client.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, message: PORTABILITY_MESSAGES.deleted });

    // Signed out everywhere, and no way back in.
    expect(await sessionUser(t, cookies)).toBeNull();
    expect(await sessionUser(t, otherDevice)).toBeNull();
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: client.email, password: client.password } })).statusCode).not.toBe(200);

    await t.app.jobs.drain();
    for (const kind of ['account-deletion.revoke-item', 'account-deletion.remove-files', 'account-deletion.delete-customer']) {
      const rows = await jobRows(t.database, { kind });
      expect(rows.length, kind).toBeGreaterThan(0);
      expect(
        rows.every((row) => row.state === 'completed'),
        `${kind}: ${JSON.stringify(rows.map((row) => row.output))}`,
      ).toBe(true);
    }
    // The sandbox provider forgot the items; the sandbox billing deleted the customer, which cancelled the subscription.
    const { rows: subscriptions } = await t.database.querySql(
      `select data->>'status' as status from billing_sandbox_objects where type = 'subscription' and data->>'customer' = $1`,
      [customer?.id],
    );
    expect(subscriptions.length).toBeGreaterThan(0);
    expect(subscriptions.every((row) => row.status === 'canceled')).toBe(true);
    const { rows: customers } = await t.database.querySql(`select id from billing_sandbox_objects where type = 'customer' and id = $1`, [customer?.id]);
    expect(customers).toEqual([]);
    // The advisor's bell says so, by the name they knew and nothing else of the client's.
    const bell = await t.request({ method: 'GET', url: '/api/notifications', cookies: advisor.cookies });
    const closed = (bell.json().notifications as { type: string; personName?: string; person: unknown }[]).filter(
      (row) => row.type === 'client_account_closed',
    );
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ personName: 'Dana Rivera', person: null, connectionId: null });
    // Its email alert says the same, by the kept name (the advisor's email alerts are on by default).
    const alert = await t.database.querySql(`select text_body from mail_outbox where to_address = $1 and text_body like $2`, [
      advisor.email.toLowerCase(),
      'Dana Rivera closed their account.%',
    ]);
    expect(alert.rows.length).toBe(1);

    // No row of any table names the deleted user, by id; the email is left only in the communication records.
    // Left out: the billing provider's own records (the sandbox's; Stripe's in production), not our rows of the user;
    // and the messages sent, kept as sent by rule (their links carried the id, which now opens nothing).
    const KEPT_MESSAGES = ['mail_outbox.text_body', 'mail_outbox.html_body', 'sms_outbox.body'];
    const ours = (places: Map<string, number>) =>
      [...places.keys()].filter((place) => !place.startsWith('billing_sandbox_objects.') && !KEPT_MESSAGES.includes(place));
    expect(ours(await findReferences(t.database, clientId, { within: true }))).toEqual([]);
    const emailPlaces = ours(await findReferences(t.database, client.email.toLowerCase(), { within: true }));
    expect(emailPlaces.filter((place) => !place.startsWith('mail_outbox.') && !place.startsWith('sms_outbox.'))).toEqual([]);

    // Kept by rule, under a deleted-account id.
    const kept = await db
      .select()
      .from(retainedInvoices)
      .where(
        inArray(
          retainedInvoices.id,
          invoicesBefore.map((row) => row.id),
        ),
      );
    expect(kept.length).toBe(invoicesBefore.length);
    const deletedId = kept[0]?.deletedAccountId as string;
    expect(deletedId).not.toBe(clientId);
    const keptViews = await db.select().from(retainedAdvisorViews).where(eq(retainedAdvisorViews.clientRef, deletedId));
    expect(keptViews.length).toBe(viewsBefore.length);
    expect(keptViews.every((row) => row.advisorRef === advisorId)).toBe(true);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, deletedId));
    expect(audit.length).toBeGreaterThan(0);

    // The advisor is unharmed, and with no client connected now may delete their own account.
    expect(await idOf(advisor.email)).toBe(advisorId);
    const advisorGone = await t.request({
      method: 'POST',
      url: '/api/account-data/delete',
      cookies: advisor.cookies,
      payload: { email: advisor.email, password: advisor.password },
    });
    expect(advisorGone.statusCode, advisorGone.body).toBe(200);
    expect(await idOf(advisor.email)).toBeUndefined();
    // The views kept of the deleted client now name neither of them.
    const keptAfterBoth = await db
      .select()
      .from(retainedAdvisorViews)
      .where(
        inArray(
          retainedAdvisorViews.id,
          keptViews.map((row) => row.id),
        ),
      );
    expect(keptAfterBoth.every((row) => row.advisorRef !== advisorId && row.clientRef === deletedId)).toBe(true);
    expect(ours(await findReferences(t.database, advisorId, { within: true }))).toEqual([]);
  }, 120_000);
});

describe('An advisor with clients: hand-over or disconnect, then deletion', () => {
  const linksOf = (advisorId: string) =>
    t.database.db
      .select()
      .from(clientAdvisorLinks)
      .where(and(eq(clientAdvisorLinks.advisorId, advisorId), inArray(clientAdvisorLinks.status, ['pending', 'connected'])));
  const noticesOf = async (who: Party) =>
    (await t.request({ method: 'GET', url: '/api/notifications', cookies: who.cookies })).json().notifications as {
      type: string;
      person: { id: string } | null;
    }[];

  it("names the clients and the firm's advisors, hands every client to one of them, then lets the sub-advisor go", async () => {
    const primary = await createAdvisor(t, { firstName: 'Pat' });
    const sub = await createAdvisor(t, { firstName: 'Sam' });
    const outsider = await createAdvisor(t, { firstName: 'Olga' });
    await t.database.db.update(users).set({ parentId: primary.user.id }).where(eq(users.id, sub.user.id));
    const first = await signUp(t, { firstName: 'Ann', lastName: 'Lee' });
    const second = await signUp(t, { firstName: 'Bo', lastName: 'Ng' });
    const requested = await post(first, '/api/connections', { advisorId: sub.user.id, share: { netWorth: false, cashFlow: true, retirementScore: false } });
    expect((await post(sub, `/api/connections/${requested.json().connection.id}/accept`, {})).statusCode).toBe(200);
    await connect(second, sub);
    // The second client had asked the primary too: that request is accepted by the hand-over, not doubled.
    const pending = await post(second, '/api/connections', { advisorId: primary.user.id });
    expect(pending.statusCode, pending.body).toBe(201);

    const refused = await post(sub, '/api/account-data/delete', { email: sub.email, password: sub.password });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(
      'Hand your connected clients over to another advisor of your firm (Pat Advisor) or disconnect them first (Hand over or Disconnect all, on this page): Ann Lee, Bo Ng.',
    );
    const page = await t.request({ method: 'GET', url: '/api/account-data', cookies: sub.cookies });
    expect(page.json().advisorTies).toEqual({ connectedClients: ['Ann Lee', 'Bo Ng'], handOverTargets: [{ id: primary.user.id, name: 'Pat Advisor' }] });
    expect((await t.request({ method: 'GET', url: '/api/account-data', cookies: first.cookies })).json().advisorTies).toBeNull();

    // Another firm's advisor, an empty body, a client, and no password or a wrong one are refused, and nothing moves.
    expect((await post(sub, '/api/account-data/clients/hand-over', { toAdvisorId: outsider.user.id, password: sub.password })).statusCode).toBe(404);
    expect((await post(sub, '/api/account-data/clients/hand-over', {})).statusCode).toBe(400);
    expect((await post(first, '/api/account-data/clients/hand-over', { toAdvisorId: primary.user.id })).statusCode).toBe(403);
    const unproved = await post(sub, '/api/account-data/clients/hand-over', { toAdvisorId: primary.user.id });
    expect(unproved.statusCode, unproved.body).toBe(400);
    expect(unproved.json().error.field).toBe('password');
    expect((await post(sub, '/api/account-data/clients/hand-over', { toAdvisorId: primary.user.id, password: 'Wrong-password-1!' })).statusCode).toBe(400);
    expect((await linksOf(sub.user.id)).length).toBe(2);

    const handed = await post(sub, '/api/account-data/clients/hand-over', { toAdvisorId: primary.user.id, password: sub.password });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toEqual({ clients: 2, toAdvisor: { id: primary.user.id, name: 'Pat Advisor' } });
    expect(await linksOf(sub.user.id)).toEqual([]);
    const primaryLinks = await linksOf(primary.user.id);
    expect(primaryLinks.map((link) => [link.userId, link.status]).sort()).toEqual(
      [
        [first.user.id, 'connected'],
        [second.user.id, 'connected'],
      ].sort(),
    );
    expect(primaryLinks.find((link) => link.userId === second.user.id)?.id).toBe(pending.json().connection.id);
    // The first client's share switches go with them.
    expect(primaryLinks.find((link) => link.userId === first.user.id)).toMatchObject({
      shareNetWorth: false,
      shareCashFlow: true,
      shareRetirementScore: false,
    });
    // The clients hear of the disconnect; the new advisor of each connection.
    expect((await noticesOf(first)).some((notice) => notice.type === 'disconnect' && notice.person?.id === sub.user.id)).toBe(true);
    expect((await noticesOf(primary)).filter((notice) => notice.type === 'connection').length).toBe(2);

    const gone = await post(sub, '/api/account-data/delete', { email: sub.email, password: sub.password });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await idOf(sub.email)).toBeUndefined();

    // Outside a firm (no one to hand over to), Disconnect all: only when asked for in so many words, and
    // proved with the password as deletion is (one request ends the whole book).
    const alone = await post(primary, '/api/account-data/delete', { email: primary.email, password: primary.password });
    expect(alone.json().error.message).toBe('Disconnect your connected clients first (Disconnect all, on this page, or My Clients): Ann Lee, Bo Ng.');
    expect((await post(primary, '/api/account-data/clients/disconnect', {})).statusCode).toBe(400);
    expect((await post(primary, '/api/account-data/clients/disconnect', { confirm: true })).statusCode).toBe(400);
    expect((await post(primary, '/api/account-data/clients/disconnect', { confirm: true, password: 'Wrong-password-1!' })).statusCode).toBe(400);
    expect((await linksOf(primary.user.id)).length).toBe(2);
    const disconnected = await post(primary, '/api/account-data/clients/disconnect', { confirm: true, password: primary.password });
    expect(disconnected.json()).toEqual({ clients: 2, toAdvisor: null });
    expect(await linksOf(primary.user.id)).toEqual([]);
    expect((await post(primary, '/api/account-data/delete', { email: primary.email, password: primary.password })).statusCode).toBe(200);
    await t.app.jobs.drain();
  }, 120_000);
});

describe('a large export', () => {
  it('holds every row once, in the CSV and in data.json, read a page at a time', async () => {
    const owner = await signUp(t, { firstName: 'Lars', lastName: 'Big' });
    const created = await post(owner, '/api/accounts/manual', {
      institutionName: 'Credit Union',
      name: 'Checking',
      balanceType: 'assets',
      accountType: 'depository',
      accountSubtype: 'checking',
      amount: '100',
      date: '2024-01-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [account] = await t.database.db
      .select()
      .from(financialAccountsTable)
      .where(eq(financialAccountsTable.id, created.json().account.id as string));
    const rows = Array.from({ length: 5_003 }, (_, index) => ({
      id: randomUUID(),
      userId: owner.user.id,
      institutionId: account!.institutionId,
      accountId: account!.id,
      providerTransactionId: `bulk-${index}`,
      amountCents: -(index + 1),
      date: '2024-02-01',
      // A comma, a quote and a line break in a name survive both files.
      name: index % 1000 === 0 ? `Shop "A", row\n${index}` : `Row ${index}`,
      transactionType: 'other',
      categoryType: 'non-essential',
    }));
    for (let at = 0; at < rows.length; at += 1_000) await t.database.db.insert(transactions).values(rows.slice(at, at + 1_000));
    const inDb = (await t.database.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, owner.user.id)))
      .map((row) => row.id)
      .sort();
    expect(inDb.length).toBe(5_003);

    const archive = await buildExportArchive(t.database.db, createLocalFileStorage(join(dataDir, 'files')), owner.user.id, new Date(), 700);
    const files = unzipSync(new Uint8Array(archive));
    const data = JSON.parse(strFromU8(files['data.json'] as Uint8Array)) as { tables: Record<string, { id: string; name: string }[]> };
    expect(data.tables.transactions!.map((row) => row.id).sort()).toEqual(inDb);
    const shops = rows
      .filter((row) => row.name.startsWith('Shop'))
      .map((row) => row.name)
      .sort();
    expect(
      data.tables
        .transactions!.filter((row) => row.name.startsWith('Shop'))
        .map((row) => row.name)
        .sort(),
    ).toEqual(shops);
    const csv = Papa.parse<{ id: string; name: string }>(strFromU8(files['transactions.csv'] as Uint8Array), { header: true, skipEmptyLines: true }).data;
    expect(csv.map((row) => row.id).sort()).toEqual(inDb);
    expect(
      csv
        .filter((row) => row.name.startsWith('Shop'))
        .map((row) => row.name)
        .sort(),
    ).toEqual(shops);
    // Every other kind is whole too: the profile is one row, with its header.
    expect(data.tables.users?.length).toBe(1);
    expect(strFromU8(files['profile.csv'] as Uint8Array).split('\n')[0]).toContain('email');
  }, 120_000);
});

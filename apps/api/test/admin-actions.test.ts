import { adminAuditLog, sessions, users } from '@finboard/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecentOutboxMessages } from '../src/modules/mail/outbox.repository';
import { connect, signUpAdmin } from './admin-helpers';
import { createTestApp, expectError, logIn, sessionUser, signUp, type TestApp } from './test-app';

/** The admin's actions on accounts: each one done, refused when it must be, and audited. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  // The session cache is on (its default): a suspension must not wait for a cached lookup to lapse.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000' });
  admin = await signUpAdmin(t);
}, 60_000);
afterAll(() => t?.close());

const post = (url: string, payload: unknown, cookies = admin.cookies) => t.request({ method: 'POST', url, payload: payload as object, cookies });

async function auditRowsOf(userId: string) {
  return t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId)).orderBy(adminAuditLog.createdAt);
}

describe('suspend and restore', () => {
  it('signs the user out at once, refuses their sign-in, and restores them', async () => {
    const client = await signUp(t, { role: 'client' });
    // A read first, so the session's lookup is in the cache.
    expect(await sessionUser(t, client.cookies)).not.toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/profile', cookies: client.cookies })).statusCode).toBe(200);

    const suspended = await post(`/api/admin/users/${client.user.id}/suspend`, { reason: 'Chargeback fraud report' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().user.suspendedAt).not.toBeNull();

    const next = await t.request({ method: 'GET', url: '/api/profile', cookies: client.cookies });
    expectError(next, 401, 'UNAUTHENTICATED');
    const [left] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, client.user.id));
    expect(left?.n).toBe(0);

    const refused = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: client.email, password: client.password } });
    expect(expectError(refused, 403, 'FORBIDDEN').message).toBe('This account is suspended. Please contact support to restore it.');
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/session_token=[^;]+/)]));

    const again = await post(`/api/admin/users/${client.user.id}/suspend`, { reason: 'twice' });
    expectError(again, 409, 'CONFLICT');

    const restored = await post(`/api/admin/users/${client.user.id}/restore`, { reason: 'Bank confirmed the payment' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().user.suspendedAt).toBeNull();
    const cookies = await logIn(t, client.email, client.password);
    expect(await sessionUser(t, cookies)).toMatchObject({ id: client.user.id });

    const rows = await auditRowsOf(client.user.id);
    expect(rows.map((row) => [row.action, row.reason, row.adminId])).toEqual([
      ['suspend', 'Chargeback fraud report', admin.user.id],
      ['restore', 'Bank confirmed the payment', admin.user.id],
    ]);
  });

  it('needs a reason, an existing user, and not the admin themself or another admin', async () => {
    const client = await signUp(t, { role: 'client' });
    expect(expectError(await post(`/api/admin/users/${client.user.id}/suspend`, {}), 400, 'VALIDATION').message).toBe('Reason is required');
    expect(expectError(await post(`/api/admin/users/${client.user.id}/suspend`, { reason: '  ' }), 400, 'VALIDATION').message).toBe(
      'Reason must say why (at least 3 characters)',
    );
    expectError(await post('/api/admin/users/nobody-at-all/suspend', { reason: 'testing' }), 404, 'NOT_FOUND');
    expectError(await post(`/api/admin/users/${admin.user.id}/suspend`, { reason: 'testing' }), 400, 'VALIDATION');
    const other = await signUpAdmin(t);
    expectError(await post(`/api/admin/users/${other.user.id}/suspend`, { reason: 'testing' }), 403, 'FORBIDDEN');
    expect(await auditRowsOf(client.user.id)).toEqual([]);
  });
});

describe('role change', () => {
  it('turns a client into an advisor, the new role seen on the next request, and audits it', async () => {
    const client = await signUp(t, { role: 'client' });
    expect(await sessionUser(t, client.cookies)).toMatchObject({ role: 'client' });
    const changed = await post(`/api/admin/users/${client.user.id}/role`, { role: 'advisor', reason: 'Registered as the wrong kind' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sessionUser(t, client.cookies)).toMatchObject({ role: 'advisor' });
    const [row] = await auditRowsOf(client.user.id);
    expect(row).toMatchObject({ action: 'change-role', details: { from: 'client', to: 'advisor' } });
    expectError(await post(`/api/admin/users/${client.user.id}/role`, { role: 'advisor', reason: 'again' }), 409, 'CONFLICT');
    expect(expectError(await post(`/api/admin/users/${client.user.id}/role`, { role: 'admin', reason: 'promote' }), 400, 'VALIDATION').message).toBe(
      'Role must be client or advisor',
    );
  });

  it('refuses while the user has live links', async () => {
    const client = await signUp(t, { role: 'client' });
    const advisor = await signUp(t, { role: 'advisor' });
    await connect(t, client.user.id, advisor.user.id);
    const refused = await post(`/api/admin/users/${client.user.id}/role`, { role: 'advisor', reason: 'wrong kind' });
    expect(expectError(refused, 409, 'CONFLICT').message).toMatch(/disconnected first/);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, client.user.id));
    expect(row?.role).toBe('client');
  });
});

describe('resend verification', () => {
  it('sends a new link to an unverified user through the mail service, and audits it', async () => {
    const unverified = await signUp(t, { role: 'client' }, { verified: false });
    const mailsTo = async (to: string) => (await findRecentOutboxMessages(t.database.db, 100)).filter((row) => row.toAddress === to).length;
    const before = await mailsTo(unverified.email);
    const sent = await post(`/api/admin/users/${unverified.user.id}/resend-verification`, { reason: 'User asked by phone' });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await t.latestLinks(unverified.email);
    expect(after.some((link) => link.includes('/verify-email?token='))).toBe(true);
    // A link signed within the same second is the same text: count the mails, not the links.
    expect(await mailsTo(unverified.email)).toBe(before + 1);
    expect((await auditRowsOf(unverified.user.id)).map((row) => row.action)).toEqual(['resend-verification']);

    const verified = await signUp(t, { role: 'client' });
    expectError(await post(`/api/admin/users/${verified.user.id}/resend-verification`, { reason: 'User asked' }), 409, 'CONFLICT');
  });
});

describe('last active', () => {
  it('is set when a session starts, and follows a session in use (refreshed once a day)', async () => {
    const client = await signUp(t, { role: 'client' });
    const lastActive = async () => (await t.database.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, client.user.id)))[0]?.at ?? null;
    expect(await lastActive()).not.toBeNull();
    // As if the session had started two days ago and the user had not been seen since.
    await t.database.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, client.user.id));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * 86_400_000) })
      .where(eq(sessions.userId, client.user.id));
    expect(await sessionUser(t, client.cookies)).not.toBeNull();
    expect(await lastActive()).not.toBeNull();
  });
});

describe('audit log', () => {
  it('lists the actions with who, what and why', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/audit', cookies: admin.cookies });
    expect(response.statusCode, response.body).toBe(200);
    const { entries, total } = response.json();
    expect(total).toBe(entries.length);
    expect(entries[0]).toMatchObject({ adminId: admin.user.id, action: 'resend-verification', reason: 'User asked by phone' });
  });

  it('is refused to anyone but an admin', async () => {
    const client = await signUp(t, { role: 'client' });
    expectError(await t.request({ method: 'GET', url: '/api/admin/audit', cookies: client.cookies }), 403, 'FORBIDDEN');
    expectError(await post(`/api/admin/users/${client.user.id}/suspend`, { reason: 'self-service' }, client.cookies), 403, 'FORBIDDEN');
  });
});

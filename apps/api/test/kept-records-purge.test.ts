import { randomUUID } from 'node:crypto';
import { adminAuditLog, deletedAccounts, mailOutbox, retainedAdvisorViews, retainedInvoices, smsOutbox, users } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { keptRecordsCutoff } from '@finboard/domain/portability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_KEPT_RECORDS_JOB, purgeKeptRecordsJob, purgeKeptRecordsSchedule } from '../src/modules/portability/kept-records.job';

// What the law keeps of a deleted account (invoices, the advisor-view audit, the admins' log about
// them, the messages sent to them) goes once it is 6 years old, each record by its own date; the
// job's clock is injected, so the test moves time instead of waiting.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const NOW = new Date('2032-06-15T12:00:00Z');
const yearsBefore = (years: number, extraMs = 0) => new Date(Date.UTC(2032 - years, 5, 15, 12) + extraMs);

describe('the purge of kept records', () => {
  it('removes only kept records older than 6 years, and the deleted-account ids nothing names any more', async () => {
    const db = database.db;
    const liveUser = randomUUID();
    await db
      .insert(users)
      .values({ id: liveUser, name: 'Live User', email: `${liveUser}@example.com`, emailVerified: true, firstName: 'Live', lastName: 'User', role: 'client' });
    const oldAccount = randomUUID();
    const mixedAccount = randomUUID();
    const recentAccount = randomUUID();
    await db.insert(deletedAccounts).values([
      { id: oldAccount, role: 'client', deletedAt: yearsBefore(7) },
      { id: mixedAccount, role: 'client', deletedAt: yearsBefore(7) },
      { id: recentAccount, role: 'advisor', deletedAt: yearsBefore(1) },
    ]);
    const invoice = (deletedAccountId: string, createdAt: Date) => ({
      id: randomUUID(),
      deletedAccountId,
      number: 'F-1',
      createdAt,
      amountDueCents: 17_900,
      amountPaidCents: 17_900,
      status: 'paid',
      accountName: 'Finboard',
    });
    const expiredInvoice = invoice(oldAccount, yearsBefore(6, -1));
    const keptInvoice = invoice(mixedAccount, yearsBefore(6, 60_000));
    await db.insert(retainedInvoices).values([expiredInvoice, keptInvoice, invoice(recentAccount, yearsBefore(2))]);
    const view = (clientRef: string, advisorRef: string, viewedAt: Date) => ({ id: randomUUID(), clientRef, advisorRef, scope: 'netWorth', viewedAt });
    const expiredView = view(oldAccount, liveUser, yearsBefore(8));
    const keptView = view(liveUser, recentAccount, yearsBefore(5));
    await db.insert(retainedAdvisorViews).values([expiredView, keptView]);
    const audit = (targetUserId: string, createdAt: Date) => ({ id: randomUUID(), adminId: null, targetUserId, action: 'suspend', reason: 'fraud', createdAt });
    const expiredAudit = audit(oldAccount, yearsBefore(7));
    const liveUsersAudit = audit(liveUser, yearsBefore(9));
    await db.insert(adminAuditLog).values([expiredAudit, liveUsersAudit, audit(recentAccount, yearsBefore(1))]);
    const mail = (userId: string | null, createdAt: Date) => ({
      id: randomUUID(),
      userId,
      toAddress: 'gone@example.com',
      subject: 'Your invoice',
      textBody: 'Paid.',
      status: 'sent' as const,
      createdAt,
    });
    const expiredMail = mail(null, yearsBefore(7));
    const liveUsersMail = mail(liveUser, yearsBefore(7));
    await db.insert(mailOutbox).values([expiredMail, liveUsersMail, mail(null, yearsBefore(3))]);
    const text = (userId: string | null, createdAt: Date) => ({
      id: randomUUID(),
      userId,
      toNumber: '+15555550100',
      body: 'Code 123456',
      status: 'sent' as const,
      createdAt,
    });
    const expiredText = text(null, yearsBefore(6, -1000));
    await db.insert(smsOutbox).values([expiredText, text(null, yearsBefore(5))]);

    // The schedule's job for the day, then the job itself at NOW.
    const due = purgeKeptRecordsSchedule().due(NOW);
    expect(due).toMatchObject({ kind: PURGE_KEPT_RECORDS_JOB, dedupeKey: `${PURGE_KEPT_RECORDS_JOB}:${Math.floor(NOW.getTime() / 86_400_000)}` });
    const job = purgeKeptRecordsJob({ db, now: () => NOW });
    await job.run(job.parse(due.payload));

    const ids = async (
      table: typeof retainedInvoices | typeof retainedAdvisorViews | typeof adminAuditLog | typeof mailOutbox | typeof smsOutbox | typeof deletedAccounts,
    ) => (await db.select({ id: table.id }).from(table)).map((row) => row.id).sort();
    expect(await ids(retainedInvoices)).not.toContain(expiredInvoice.id);
    expect(await ids(retainedInvoices)).toContain(keptInvoice.id);
    expect((await ids(retainedInvoices)).length).toBe(2);
    expect(await ids(retainedAdvisorViews)).toEqual([keptView.id]);
    expect(await ids(adminAuditLog)).toContain(liveUsersAudit.id);
    expect(await ids(adminAuditLog)).not.toContain(expiredAudit.id);
    expect(await ids(mailOutbox)).toContain(liveUsersMail.id);
    expect(await ids(mailOutbox)).not.toContain(expiredMail.id);
    expect((await ids(mailOutbox)).length).toBe(2);
    expect(await ids(smsOutbox)).not.toContain(expiredText.id);
    expect((await ids(smsOutbox)).length).toBe(1);
    // The old account's records are all gone, so its id goes; the mixed one still has a kept invoice; the recent one is young.
    expect(await ids(deletedAccounts)).toEqual([mixedAccount, recentAccount].sort());

    // A year later the rest of the mixed account's records are due, and then its id.
    const later = purgeKeptRecordsJob({ db, now: () => new Date(NOW.getTime() + 366 * 86_400_000) });
    await later.run({ day: 0 });
    expect(await ids(retainedInvoices)).not.toContain(keptInvoice.id);
    expect(await ids(deletedAccounts)).toEqual([recentAccount]);
  });

  it('cuts off at the same instant six calendar years earlier', () => {
    expect(keptRecordsCutoff(new Date('2030-03-01T00:00:00Z')).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(keptRecordsCutoff(new Date('2030-02-28T10:00:00Z')).toISOString()).toBe('2024-02-28T10:00:00.000Z');
  });
});

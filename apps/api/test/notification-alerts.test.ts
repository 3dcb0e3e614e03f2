import { mailOutbox, userProfiles } from '@finboard/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_ALERT_LINK } from '../src/modules/notifications/delivery/alert-off.service';
import { alertOffToken } from '../src/modules/notifications/delivery/alert-links';
import type { Mailer, OutgoingMail } from '../src/providers/mail/mailer';
import { jobRows, makeJobsDue } from './support/job-rows';
import { createTestApp, expectError, signUp, TEST_ORIGIN, type TestApp } from './test-app';

/**
 * Email alerts: a notification is emailed by a background job when its recipient has email alerts
 * on (checked again when the job runs), once; a mail server that fails is retried; the email's link
 * turns the alert off without signing in, and only with a token this server signed.
 */

/** An SMTP server as the test says: down for the first `failures` messages, then accepting. */
class FlakyMailer implements Mailer {
  readonly kind = 'smtp' as const;
  delivered: OutgoingMail[] = [];
  constructor(private failures: number) {}
  deliver(mail: OutgoingMail) {
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(new Error('421 Service not available'));
    }
    this.delivered.push(mail);
    return Promise.resolve();
  }
}

const mailer = new FlakyMailer(0);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { mailer });
}, 60_000);
afterAll(() => t?.close());

type Party = Awaited<ReturnType<typeof signUp>>;
let counter = 0;
const newClient = () => signUp(t, { role: 'client', firstName: `Client${(counter += 1)}`, lastName: 'Doe' });
const newAdvisor = () => signUp(t, { role: 'advisor', firstName: `Advisor${(counter += 1)}`, lastName: 'Roe' });

async function requestLink(client: Party, advisor: Party) {
  const answer = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
  expect(answer.statusCode, answer.body).toBe(201);
}

/** Alerts sent to an address (the outbox keeps every attempt; registration mails are left out). */
async function alertsTo(email: string) {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.createdAt));
  return rows.filter((row) => row.textBody.includes('Turn off email alerts'));
}

const deliveredAlertsTo = (email: string) => mailer.delivered.filter((mail) => mail.to === email && mail.text.includes('Turn off email alerts'));

const setEmailAlert = (userId: string, on: boolean) =>
  t.database.db
    .insert(userProfiles)
    .values({ userId, emailAlert: on })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { emailAlert: on } });

const alertsOff = (token: unknown) => t.request({ method: 'POST', url: '/api/alerts/off', payload: { token } });

describe('email alerts', () => {
  it("emails the advisor a client's request once, with the bell's sentence and a link that turns the alerts off", async () => {
    const [client, advisor] = [await newClient(), await newAdvisor()];
    await requestLink(client, advisor);
    expect(await alertsTo(advisor.email)).toEqual([]); // queued, not sent in the request
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const [alert, ...more] = await alertsTo(advisor.email);
    expect(more).toEqual([]);
    expect(alert?.subject).toMatch(/^Finboard: Client\d+ Doe wants to connect with you\.$/);
    expect(alert?.status).toBe('sent');
    expect(alert?.textBody).toContain(`${TEST_ORIGIN}/notifications`);
    expect(alert?.htmlBody).toContain('Turn off email alerts');
    expect(deliveredAlertsTo(advisor.email)).toHaveLength(1);
    // The client, who caused it, is not told.
    expect(await alertsTo(client.email)).toEqual([]);

    const link = /https?:\/\/\S+\/alerts\/off\?token=(\S+)/.exec(alert?.textBody ?? '');
    expect(link).not.toBeNull();
    const answer = await alertsOff(link?.[1]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ channel: 'email' });
    const profile = (await t.request({ method: 'GET', url: '/api/profile', cookies: advisor.cookies })).json();
    expect(JSON.stringify(profile)).toContain('"emailAlert":false');

    // Off now: the next notification queues no email at all.
    await requestLink(await newClient(), advisor);
    await t.app.jobs.drain();
    expect(await alertsTo(advisor.email)).toHaveLength(1);
  });

  it('sends nothing to a recipient with email alerts off, or who turned them off before the job ran', async () => {
    const [client, quiet, changedMind] = [await newClient(), await newAdvisor(), await newAdvisor()];
    await setEmailAlert(quiet.user.id, false);
    await requestLink(client, quiet);
    await requestLink(client, changedMind);
    await setEmailAlert(changedMind.user.id, false);
    await t.app.jobs.drain();
    expect(await alertsTo(quiet.email)).toEqual([]);
    expect(await alertsTo(changedMind.email)).toEqual([]);
    const jobs = await jobRows(t.database, { kind: 'notification.email' });
    expect(jobs.every((job) => job.state === 'completed')).toBe(true);
  });

  it('retries when the mail server fails, keeping each failed attempt in the outbox, and sends it once it accepts', async () => {
    const [client, advisor] = [await newClient(), await newAdvisor()];
    Object.assign(mailer, { failures: 1 });
    await requestLink(client, advisor);
    await t.app.jobs.drain();
    const [failed] = await alertsTo(advisor.email);
    expect(failed?.status).toBe('failed');
    const waiting = (await jobRows(t.database, { kind: 'notification.email' })).filter((job) => job.state === 'retry');
    expect(waiting).toEqual([expect.objectContaining({ retryCount: 0, output: expect.objectContaining({ error: expect.stringContaining('421') }) })]);
    // Due now rather than in 30 seconds.
    await makeJobsDue(t.database, 'notification.email');
    await t.app.jobs.drain();
    expect((await alertsTo(advisor.email)).map((row) => row.status)).toEqual(['failed', 'sent']);
    expect(deliveredAlertsTo(advisor.email)).toHaveLength(1);
  });

  it('refuses a turn-off link it did not sign, for a user who is gone, or with anything else in the body', async () => {
    const advisor = await newAdvisor();
    const good = alertOffToken(t.config.authSecret, advisor.user.id, 'email');
    const [body, signature] = good.split('.');
    const forged = `${Buffer.from(JSON.stringify({ u: advisor.user.id, c: 'sms' })).toString('base64url')}.${signature}`;
    for (const token of [
      `${body}.${signature?.slice(1)}`,
      forged,
      'x',
      `${good}.extra`,
      alertOffToken('another-secret-another-secret-32', advisor.user.id, 'email'),
      alertOffToken(t.config.authSecret, 'no-such-user', 'email'),
    ]) {
      expect(expectError(await alertsOff(token), 400, 'VALIDATION').message).toBe(INVALID_ALERT_LINK);
    }
    expectError(await alertsOff(''), 400, 'VALIDATION');
    expectError(await alertsOff(42), 400, 'VALIDATION');
    expectError(await t.request({ method: 'POST', url: '/api/alerts/off', payload: { token: good, userId: 'someone-else' } }), 400, 'VALIDATION');
    // Nothing changed for the advisor.
    const profile = (await t.request({ method: 'GET', url: '/api/profile', cookies: advisor.cookies })).json();
    expect(JSON.stringify(profile)).toContain('"emailAlert":true');
  });
});

import { smsOutbox, userProfiles } from '@finboard/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MOBILE_NUMBER } from '../src/modules/notifications/delivery/notification-sms.job';
import { type FakeTwilio, startFakeTwilio } from './fakes/fake-twilio-server';
import { jobRows, makeJobsDue } from './support/job-rows';
import { createTestApp, signUp, type TestApp } from './test-app';

/**
 * Text alerts: a notification is texted through Twilio (its official client, against a server that
 * answers as Twilio's Messages API does) to the recipient's profile phone when text alerts are on;
 * once; retried when Twilio fails; a recipient who replied STOP gets no more; without Twilio the
 * texts stay in the outbox, which the development mailbox shows.
 */

let twilio: FakeTwilio;
let t: TestApp;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM_NUMBER: twilio.fromNumber,
    TWILIO_API_BASE_URL: twilio.url,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

type Party = Awaited<ReturnType<typeof signUp>>;
let counter = 0;
const newClient = () => signUp(t, { role: 'client', firstName: `Client${(counter += 1)}`, lastName: 'Doe' });

async function advisorTexted(phone: string, smsAlert = true) {
  const advisor = await signUp(t, { role: 'advisor', firstName: `Advisor${(counter += 1)}`, lastName: 'Roe' });
  await t.database.db
    .insert(userProfiles)
    .values({ userId: advisor.user.id, phone, smsAlert })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { phone, smsAlert } });
  return advisor;
}

async function requestLink(client: Party, advisor: Party) {
  const answer = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
  expect(answer.statusCode, answer.body).toBe(201);
}

const textsTo = (userId: string) => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, userId)).orderBy(asc(smsOutbox.createdAt));
const smsJobsOf = () => jobRows(t.database, { kind: 'notification.sms' });

describe('text alerts through Twilio', () => {
  it("texts the advisor a client's request once, to the profile phone in E.164, and keeps Twilio's message sid", async () => {
    const [client, advisor] = [await newClient(), await advisorTexted('415-555-2671')];
    await requestLink(client, advisor);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const sent = twilio.messages.filter((message) => message.to === '+14155552671');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(/^Finboard: Client\d+ Doe wants to connect with you\. http:\/\/localhost:3000\/notifications$/);
    const [row, ...more] = await textsTo(advisor.user.id);
    expect(more).toEqual([]);
    expect(row).toEqual(expect.objectContaining({ status: 'sent', providerId: sent[0]?.sid, toNumber: '+14155552671' }));
  });

  it('sends no text when text alerts are off (the default), and fails without retrying when the profile has no number to text', async () => {
    const client = await newClient();
    const [off, noPhone] = [await advisorTexted('415-555-2672', false), await advisorTexted('555-1234')];
    await requestLink(client, off);
    await requestLink(client, noPhone);
    await t.app.jobs.drain();
    expect(await textsTo(off.user.id)).toEqual([]);
    expect(await textsTo(noPhone.user.id)).toEqual([]);
    // Refused for good (a PermanentJobError): ended after its one attempt, pg-boss's state cancelled.
    const failed = (await smsJobsOf()).filter((job) => job.state === 'cancelled' && job.output?.error === NO_MOBILE_NUMBER);
    expect(failed.map((job) => job.retryCount)).toEqual([0]);
  });

  it('turns text alerts off for a recipient who replied STOP (Twilio 21610), and does not retry', async () => {
    const [client, advisor] = [await newClient(), await advisorTexted('+15005550004')];
    await requestLink(client, advisor);
    await t.app.jobs.drain();
    expect((await textsTo(advisor.user.id)).map((row) => row.status)).toEqual(['failed']);
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, advisor.user.id));
    expect(profile?.smsAlert).toBe(false);
    // The next notification queues no text.
    await requestLink(await newClient(), advisor);
    await t.app.jobs.drain();
    expect(await textsTo(advisor.user.id)).toHaveLength(1);
  });

  it('retries when Twilio is down, and texts once it answers', async () => {
    const [client, advisor] = [await newClient(), await advisorTexted('415-555-2673')];
    twilio.failNext(1, 'server-error');
    await requestLink(client, advisor);
    await t.app.jobs.drain();
    expect((await textsTo(advisor.user.id)).map((row) => row.status)).toEqual(['failed']);
    expect((await smsJobsOf()).filter((job) => job.state === 'retry')).toEqual([expect.objectContaining({ retryCount: 0 })]);
    await makeJobsDue(t.database, 'notification.sms');
    await t.app.jobs.drain();
    expect((await textsTo(advisor.user.id)).map((row) => row.status)).toEqual(['failed', 'sent']);
    expect(twilio.messages.filter((message) => message.to === '+14155552673')).toHaveLength(1);
  });
});

describe('text alerts without Twilio', () => {
  it('keeps the text in the outbox, and the development mailbox shows it', async () => {
    const plain = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
    try {
      const client = await signUp(plain, { role: 'client', firstName: 'Quinn', lastName: 'Doe' });
      const advisor = await signUp(plain, { role: 'advisor', firstName: 'Rita', lastName: 'Roe' });
      await plain.database.db
        .insert(userProfiles)
        .values({ userId: advisor.user.id, phone: '415-555-2674', smsAlert: true })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { phone: '415-555-2674', smsAlert: true } });
      const answer = await plain.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
      expect(answer.statusCode, answer.body).toBe(201);
      await plain.app.jobs.drain();
      const [row] = await plain.database.db.select().from(smsOutbox).where(eq(smsOutbox.userId, advisor.user.id));
      expect(row).toEqual(expect.objectContaining({ status: 'pending', toNumber: '+14155552674', providerId: null }));
      const mailbox = (await plain.request({ method: 'GET', url: '/api/dev/mailbox' })).json<{ messages: { to: string; subject: string; text: string }[] }>();
      // The email alert of the same notification goes out beside it, so the text is among the newest, not always first.
      const texts = mailbox.messages.filter((message) => message.subject === 'Text message');
      expect(texts).toEqual([expect.objectContaining({ to: '+14155552674', text: expect.stringContaining('Quinn Doe wants to connect with you.') })]);
    } finally {
      await plain.close();
    }
  });
});

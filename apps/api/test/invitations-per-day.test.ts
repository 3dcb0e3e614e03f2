import { invitations, mailOutbox } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp, uniqueEmail } from './test-app';

// Each invitation mails an address its sender typed: INVITATION_MAX_PER_DAY caps how many one user sends.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ INVITATION_MAX_PER_DAY: '2' });
}, 60_000);
afterAll(() => t?.close());

const inviteSpouse = (cookies: string[], email: string) =>
  t.request({ method: 'POST', url: '/api/household/invites', payload: { firstName: 'Sam', lastName: 'Lee', email, relation: 'spouse' }, cookies });

it("refuses a user's invitation past the day's number, with nothing stored or mailed, and counts each user apart", async () => {
  const sender = await signUp(t);
  expect((await inviteSpouse(sender.cookies, uniqueEmail('first'))).statusCode).toBe(200);
  expect((await inviteSpouse(sender.cookies, uniqueEmail('second'))).statusCode).toBe(200);

  const third = uniqueEmail('third');
  const refused = await inviteSpouse(sender.cookies, third);
  expect(expectError(refused, 429, 'RATE_LIMITED').message).toBe("You've sent as many invitations as you can today. Please try again tomorrow.");
  expect(refused.headers['retry-after']).toBeDefined();
  expect(await t.database.db.select().from(invitations).where(eq(invitations.email, third))).toEqual([]);
  expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, third))).toEqual([]);

  const other = await signUp(t);
  expect((await inviteSpouse(other.cookies, uniqueEmail('other'))).statusCode).toBe(200);
});

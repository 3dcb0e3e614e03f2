import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor } from './directory-helpers';
import { createTestApp, expectError, signUp, subscribeToPlan, type TestApp } from './test-app';

/** A new advisor's checklist on the dashboard (issue 34): each step ticked by what the advisor did, never by hand. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

type Checklist = { items: { step: string; label: string; isDone: boolean }[]; isComplete: boolean };
const checklistOf = async (cookies: string[]): Promise<Checklist> => {
  const answer = await t.request({ method: 'GET', url: '/api/advisor/first-run', cookies });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const doneSteps = (checklist: Checklist) => checklist.items.filter((item) => item.isDone).map((item) => item.step);

describe('GET /api/advisor/first-run', () => {
  it('starts with four steps to do, and ticks each as the advisor does it, until it is complete', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    const fresh = await checklistOf(advisor.cookies);
    expect(fresh.items.map((item) => item.label)).toEqual([
      'Complete your public profile',
      'Choose a plan',
      'Make a registration link',
      'Invite your first client',
    ]);
    expect(doneSteps(fresh)).toEqual([]);
    expect(fresh.isComplete).toBe(false);

    const source = await t.request({ method: 'POST', url: '/api/advisor/sources', payload: { name: 'Spring Seminar' }, cookies: advisor.cookies });
    expect(source.statusCode, source.body).toBe(201);
    expect(doneSteps(await checklistOf(advisor.cookies))).toEqual(['link']);

    await subscribeToPlan(t, advisor.user.id, 'firm');
    expect(doneSteps(await checklistOf(advisor.cookies))).toEqual(['plan', 'link']);

    const client = await signUp(t, { role: 'client' });
    const share = { netWorth: true, cashFlow: true, retirementScore: true };
    const requested = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id, share }, cookies: client.cookies });
    expect(requested.statusCode, requested.body).toBe(201);
    expect(doneSteps(await checklistOf(advisor.cookies))).toEqual(['plan', 'link', 'client']);
  });

  it('ticks the public profile once the directory lists the advisor, and is complete with every step', async () => {
    const advisor = await createAdvisor(t, { zip: '10001' });
    expect(doneSteps(await checklistOf(advisor.cookies))).toEqual(['profile']);
    await subscribeToPlan(t, advisor.user.id, 'firm');
    await t.request({ method: 'POST', url: '/api/advisor/sources', payload: { name: 'Webinar' }, cookies: advisor.cookies });
    const client = await signUp(t, { role: 'client' });
    await t.request({
      method: 'POST',
      url: '/api/connections',
      payload: { advisorId: advisor.user.id, share: { netWorth: true, cashFlow: false, retirementScore: false } },
      cookies: client.cookies,
    });
    expect(await checklistOf(advisor.cookies)).toMatchObject({ isComplete: true });
  });

  it("is an advisor's own: a client is refused and a visitor must sign in", async () => {
    const client = await signUp(t, { role: 'client' });
    expectError(await t.request({ method: 'GET', url: '/api/advisor/first-run', cookies: client.cookies }), 403, 'FORBIDDEN');
    expectError(await t.request({ method: 'GET', url: '/api/advisor/first-run' }), 401, 'UNAUTHENTICATED');
  });
});

import { describe, expect, it } from 'vitest';
import { postOnboardingPath, type PostOnboardingFacts } from './post-onboarding-route';

const client = (overrides: Partial<PostOnboardingFacts> = {}): PostOnboardingFacts => ({
  role: 'client',
  verified: true,
  plan: 'free',
  parentId: null,
  clientAdvisorCount: 0,
  hasPendingRequest: false,
  ...overrides,
});
const advisor = (overrides: Partial<PostOnboardingFacts> = {}) => client({ role: 'advisor', ...overrides });

describe('postOnboardingPath', () => {
  it('sends an unverified user to verify the email first, whatever else is true', () => {
    expect(postOnboardingPath(client({ verified: false, hasPendingRequest: true }))).toBe('/verify-email');
    expect(postOnboardingPath(advisor({ verified: false, plan: 'paid' }))).toBe('/verify-email');
  });

  it('sends a client with a pending request to the link page, before any plan rule', () => {
    expect(postOnboardingPath(client({ hasPendingRequest: true }))).toBe('/client-advisor-link');
    expect(postOnboardingPath(client({ hasPendingRequest: true, plan: 'paid', clientAdvisorCount: 2 }))).toBe('/client-advisor-link');
  });

  it('completes a client with a paid plan or a connected advisor, else asks for a plan', () => {
    expect(postOnboardingPath(client({ plan: 'paid' }))).toBe('/registration-complete');
    expect(postOnboardingPath(client({ clientAdvisorCount: 1 }))).toBe('/registration-complete');
    expect(postOnboardingPath(client())).toBe('/subscribe');
  });

  it('completes a sub-advisor or a paying advisor, else asks for a plan; their requests do not count', () => {
    expect(postOnboardingPath(advisor({ parentId: 'adv-0' }))).toBe('/registration-complete');
    expect(postOnboardingPath(advisor({ plan: 'paid' }))).toBe('/registration-complete');
    expect(postOnboardingPath(advisor())).toBe('/subscribe');
    expect(postOnboardingPath(advisor({ hasPendingRequest: true }))).toBe('/subscribe');
    expect(postOnboardingPath(advisor({ clientAdvisorCount: 3 }))).toBe('/subscribe');
  });

  it('has no plan step for other roles', () => {
    expect(postOnboardingPath(client({ role: 'admin' }))).toBe('/registration-complete');
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setSessionUser } from '../../lib/session';
import { makeUser } from '../../test/render';
import { decideAccess, guard } from './guards';

const url = (path: string) => new URL(path, 'http://localhost');

describe('decideAccess', () => {
  it('sends visitors and role-less accounts to /login', () => {
    expect(decideAccess(null, { kind: 'signed-in' }, url('/home'))).toBe('/login');
    expect(decideAccess(makeUser({ role: null }), { kind: 'signed-in' }, url('/billing'))).toBe('/login');
  });

  it('sends a wrong role to the 404 page', () => {
    const rule = { kind: 'roles', roles: ['admin'] } as const;
    expect(decideAccess(makeUser({ role: 'client' }), rule, url('/admin/firms'))).toBe('/pages/not-found');
    expect(decideAccess(makeUser({ role: 'admin', twoFactorEnabled: true }), rule, url('/admin/firms'))).toBeNull();
  });

  it('sends a role that must have two-factor sign-in to the security page until it is set up', () => {
    const rule = { kind: 'roles', roles: ['admin'] } as const;
    expect(decideAccess(makeUser({ role: 'admin' }), rule, url('/admin/firms'))).toBe('/account-security');
    expect(decideAccess(makeUser({ role: 'admin' }), { kind: 'signed-in' }, url('/account-security'))).toBeNull();
    const advisorRule = { kind: 'roles', roles: ['advisor'] } as const;
    expect(decideAccess(makeUser({ role: 'advisor' }), advisorRule, url('/advisor/dashboard'))).toBeNull();
    expect(decideAccess(makeUser({ role: 'advisor' }), advisorRule, url('/advisor/dashboard'), ['admin', 'advisor'])).toBe('/account-security');
  });

  it('lets advisors see client pages only for a chosen client', () => {
    const rule = { kind: 'client-view' } as const;
    const advisor = makeUser({ role: 'advisor' });
    expect(decideAccess(advisor, rule, url('/client/net-worth'))).toBe('/pages/not-found');
    expect(decideAccess(advisor, rule, url('/client/net-worth?userId=c1'))).toBeNull();
    // Its own id is its own view, and an advisor's own view of a client page is its dashboard, not empty client pages.
    expect(decideAccess(advisor, rule, url(`/client/net-worth?userId=${advisor.id}`))).toBe('/advisor/dashboard');
    expect(decideAccess(makeUser({ role: 'client' }), rule, url('/client/net-worth'))).toBeNull();
    expect(decideAccess(makeUser({ role: 'admin', twoFactorEnabled: true }), rule, url('/client/net-worth?userId=c1'))).toBe('/pages/not-found');
  });

  it('sends an advisor past onboarding with neither a parent firm nor a plan to /subscribe before its practice opens (spec 01 §4)', () => {
    const rule = { kind: 'advisor-practice' } as const;
    const newAdvisor = makeUser({ role: 'advisor', plan: 'free', parentId: null, advisorLinkActive: false });
    expect(decideAccess(newAdvisor, rule, url('/advisor/dashboard'))).toBe('/subscribe');
    expect(
      decideAccess(makeUser({ role: 'advisor', plan: 'paid', subscriptionStatus: 'active', advisorLinkActive: true }), rule, url('/advisor/dashboard')),
    ).toBeNull();
    expect(decideAccess(makeUser({ role: 'advisor', parentId: 'primary' }), rule, url('/advisor/dashboard'))).toBeNull();
    // The free plan with connected clients keeps its links active (spec 01 §4): nothing to choose.
    expect(decideAccess(makeUser({ role: 'advisor', plan: 'free', advisorLinkActive: true }), rule, url('/advisor/dashboard'))).toBeNull();
    // Still onboarding: the wizard comes first.
    expect(decideAccess(makeUser({ role: 'advisor', completionDate: null }), rule, url('/advisor/dashboard'))).toBeNull();
    expect(decideAccess(makeUser({ role: 'client' }), rule, url('/advisor/dashboard'))).toBe('/pages/not-found');
  });

  it('sends non-clients from /home to their own home', () => {
    expect(decideAccess(makeUser({ role: 'advisor' }), { kind: 'home' }, url('/home'))).toBe('/advisor/dashboard');
    expect(decideAccess(makeUser({ role: 'client' }), { kind: 'home' }, url('/home'))).toBeNull();
  });

  it('sends an unverified user with onboarding done to /verify-email, whatever the rule', () => {
    const unverified = makeUser({ verified: false, completionDate: '2024-01-01' });
    expect(decideAccess(unverified, { kind: 'home' }, url('/home'))).toBe('/verify-email');
    expect(decideAccess(unverified, { kind: 'client-view' }, url('/client/accounts'))).toBe('/verify-email');
    expect(decideAccess(unverified, { kind: 'signed-in' }, url('/registration-complete'))).toBe('/verify-email');
    expect(decideAccess(makeUser({ role: 'advisor', verified: false }), { kind: 'roles', roles: ['advisor'] }, url('/advisor/dashboard'))).toBe(
      '/verify-email',
    );
    // Onboarding stays open; so does the app while onboarding is not done (sign-in sends those to onboarding).
    expect(decideAccess(unverified, { kind: 'roles', roles: ['client'] }, url('/financialfreedom'))).toBeNull();
    expect(decideAccess(makeUser({ verified: false, completionDate: null }), { kind: 'home' }, url('/home'))).toBeNull();
  });
});

describe('guard', () => {
  async function open(path: string, user = makeUser()) {
    const queryClient = new QueryClient();
    setSessionUser(queryClient, user);
    const url = new URL(path, 'http://localhost');
    try {
      return await guard(queryClient, { kind: 'home' })({ request: new Request(url), url, pattern: path, params: {}, context: undefined });
    } catch (thrown) {
      return thrown;
    }
  }

  it('redirects an unverified user who opens /home to /verify-email', async () => {
    const answer = await open('/home', makeUser({ verified: false }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/verify-email');
  });

  it('lets the same user in once verified', async () => {
    expect(await open('/home', makeUser({ verified: true }))).toBeNull();
  });
});

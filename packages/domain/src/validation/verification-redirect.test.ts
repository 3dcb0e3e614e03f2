import { describe, expect, it } from 'vitest';
import type { RedirectSubject } from './post-login-path';
import { verificationRedirect } from './verification-redirect';

const user = (overrides: Partial<RedirectSubject> = {}): RedirectSubject => ({
  role: 'client',
  verified: false,
  completionDate: '2024-01-01',
  ...overrides,
});

describe('verificationRedirect', () => {
  it('sends an unverified client or advisor with onboarding done to /verify-email from the app', () => {
    for (const role of ['client', 'advisor']) {
      for (const path of ['/home', '/client/accounts', '/client/cash-flow', '/advisor/dashboard', '/user-profile', '/registration-complete', '/subscribe']) {
        expect(verificationRedirect(user({ role }), path)).toBe('/verify-email');
      }
    }
  });

  it('lets them open the sign-in, sign-up, verification, password reset and onboarding pages', () => {
    for (const path of ['/login', '/register', '/register/advisor', '/verify-email', '/reset-password', '/financialfreedom', '/advisor/onboarding']) {
      expect(verificationRedirect(user(), path)).toBeNull();
    }
  });

  it('matches whole path segments only', () => {
    expect(verificationRedirect(user(), '/login-help')).toBe('/verify-email');
    expect(verificationRedirect(user(), '/financialfreedom-report')).toBe('/verify-email');
    expect(verificationRedirect(user(), '/advisor/onboarding/')).toBeNull();
  });

  it('lets in verified users, users still onboarding, admins and role-less users (their own rules apply)', () => {
    expect(verificationRedirect(user({ verified: true }), '/home')).toBeNull();
    expect(verificationRedirect(user({ completionDate: null }), '/home')).toBeNull();
    expect(verificationRedirect(user({ role: 'admin' }), '/admin/dashboard')).toBeNull();
    expect(verificationRedirect(user({ role: null }), '/home')).toBeNull();
  });
});

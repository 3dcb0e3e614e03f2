import { describe, expect, it } from 'vitest';
import { postLoginPath, postSocialLoginPath, type SocialRedirectSubject } from './post-login-path';

const user = (overrides: Partial<SocialRedirectSubject> = {}): SocialRedirectSubject => ({
  role: 'advisor',
  verified: true,
  completionDate: '2026-01-05',
  inviteLinkCount: 0,
  ...overrides,
});

// Spec 01 §4: 'After social login navigation depends on role, verified, completionDate, inviteLinkCount, uid.'
describe('postSocialLoginPath', () => {
  it('sends an onboarded advisor with no registration link made yet to Client Linking, with one to the dashboard', () => {
    expect(postSocialLoginPath(user())).toBe('/advisor/client-linking');
    expect(postSocialLoginPath(user({ inviteLinkCount: 1 }))).toBe('/advisor/dashboard');
    expect(postLoginPath(user())).toBe('/advisor/dashboard');
  });

  it('follows the password sign-in rules otherwise', () => {
    expect(postSocialLoginPath(user({ completionDate: null }))).toBe('/advisor/onboarding');
    expect(postSocialLoginPath(user({ verified: false }))).toBe('/verify-email');
    expect(postSocialLoginPath(user({ role: 'client' }))).toBe('/home');
    expect(postSocialLoginPath(user({ role: 'client', completionDate: null }))).toBe('/financialfreedom');
    expect(postSocialLoginPath(user({ role: 'admin' }))).toBe('/admin/dashboard');
    expect(postSocialLoginPath(user({ role: null }))).toBeNull();
  });
});

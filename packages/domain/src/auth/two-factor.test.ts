import { describe, expect, it } from 'vitest';
import { isTwoFactorPromptDue } from './two-factor';

describe("the advisors' two-factor prompt", () => {
  const advisor = { role: 'advisor', twoFactorEnabled: false, passkeyCount: 0, postponed: false };
  it('asks an advisor with neither an authenticator app nor a passkey, until they answer Later', () => {
    expect(isTwoFactorPromptDue(advisor, [])).toBe(true);
    expect(isTwoFactorPromptDue({ ...advisor, postponed: true }, [])).toBe(false);
    expect(isTwoFactorPromptDue({ ...advisor, twoFactorEnabled: true }, [])).toBe(false);
    expect(isTwoFactorPromptDue({ ...advisor, passkeyCount: 1 }, [])).toBe(false);
  });
  it('asks no other role, and not advisors who must have it (the policy sends them to the Security page)', () => {
    expect(isTwoFactorPromptDue({ ...advisor, role: 'client' }, [])).toBe(false);
    expect(isTwoFactorPromptDue({ ...advisor, role: 'admin' }, [])).toBe(false);
    expect(isTwoFactorPromptDue(advisor, ['advisor'])).toBe(false);
  });
});

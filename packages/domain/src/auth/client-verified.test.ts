import { describe, expect, it } from 'vitest';
import { isClientVerified } from './client-verified';

// Spec 01 §3 'client_verified'; §2 'Shown only if the user has parent or plan and is an advisor or verified client.'
describe('isClientVerified', () => {
  it('is a client with a proved email and a complete registration', () => {
    expect(isClientVerified({ role: 'client', verified: true, completionDate: '2026-01-05' })).toBe(true);
  });

  it('is not a client whose email is unproved or whose registration is not complete, nor another role', () => {
    expect(isClientVerified({ role: 'client', verified: false, completionDate: '2026-01-05' })).toBe(false);
    expect(isClientVerified({ role: 'client', verified: true, completionDate: null })).toBe(false);
    expect(isClientVerified({ role: 'advisor', verified: true, completionDate: '2026-01-05' })).toBe(false);
    expect(isClientVerified({ role: null, verified: true, completionDate: '2026-01-05' })).toBe(false);
  });
});

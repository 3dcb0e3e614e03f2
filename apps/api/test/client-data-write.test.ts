import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/access/actor';
import { VERIFY_EMAIL_REFUSAL } from '../src/access/client-data-access';
import { decideClientDataWrite, ownDataWrite } from '../src/access/client-data-write';

// The one decision a client-data write route makes: a verified client writes their own data, and
// nobody else writes anyone's (an advisor's access is read-only).
const actor = (role: Actor['role'], emailVerified = true): Actor => ({ userId: `${role}-1`, role, email: `${role}@test.example`, emailVerified });

describe('the client-data write decision', () => {
  it("is a verified client's own, with or without their own ?userId=", () => {
    expect(decideClientDataWrite(actor('client'))).toMatchObject({ ownerId: 'client-1', actor: { userId: 'client-1' } });
    expect(decideClientDataWrite(actor('client'), 'client-1').ownerId).toBe('client-1');
    expect(ownDataWrite(actor('client')).ownerId).toBe('client-1');
  });

  it("refuses another's ?userId=, the signed-out, the unverified, advisors and admins", () => {
    expect(() => decideClientDataWrite(actor('client'), 'someone-else')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => decideClientDataWrite(null)).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    expect(() => decideClientDataWrite(actor('client', false))).toThrow(VERIFY_EMAIL_REFUSAL);
    expect(() => decideClientDataWrite(actor('advisor'))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => decideClientDataWrite(actor('admin'), 'client-1')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});

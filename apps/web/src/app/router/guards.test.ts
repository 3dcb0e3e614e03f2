import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/render';
import { decideAccess } from './guards';

const url = (path: string) => new URL(path, 'http://localhost');

describe('decideAccess', () => {
  it('sends visitors and role-less accounts to /login', () => {
    expect(decideAccess(null, { kind: 'signed-in' }, url('/home'))).toBe('/login');
    expect(decideAccess(makeUser({ role: null }), { kind: 'signed-in' }, url('/billing'))).toBe('/login');
  });

  it('sends a wrong role to the 404 page', () => {
    const rule = { kind: 'roles', roles: ['admin'] } as const;
    expect(decideAccess(makeUser({ role: 'client' }), rule, url('/admin/firms'))).toBe('/pages/not-found');
    expect(decideAccess(makeUser({ role: 'admin' }), rule, url('/admin/firms'))).toBeNull();
  });

  it('lets advisors see client pages only for a chosen client', () => {
    const rule = { kind: 'client-view' } as const;
    const advisor = makeUser({ role: 'advisor' });
    expect(decideAccess(advisor, rule, url('/client/net-worth'))).toBe('/pages/not-found');
    expect(decideAccess(advisor, rule, url('/client/net-worth?userId=c1'))).toBeNull();
    expect(decideAccess(makeUser({ role: 'client' }), rule, url('/client/net-worth'))).toBeNull();
    expect(decideAccess(makeUser({ role: 'admin' }), rule, url('/client/net-worth?userId=c1'))).toBe(
      '/pages/not-found',
    );
  });

  it('sends non-clients from /home to their own home', () => {
    expect(decideAccess(makeUser({ role: 'advisor' }), { kind: 'home' }, url('/home'))).toBe('/advisor/dashboard');
    expect(decideAccess(makeUser({ role: 'client' }), { kind: 'home' }, url('/home'))).toBeNull();
  });
});

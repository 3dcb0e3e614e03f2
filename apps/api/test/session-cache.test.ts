import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/server/session-cache';
import { createTestApp, signUp } from './test-app';

// The session cache may spare a read its session lookup, but never outlives a sign-out, a role
// chosen or a password change on this instance (two-instances.test.ts: nor on another).

const actor = (userId: string) => ({ userId, email: `${userId}@example.com`, role: 'client' as const, emailVerified: true });

describe('SessionCache', () => {
  it('remembers for its period, never past the session, and forgets a user or everything', () => {
    let now = 1_000_000;
    const cache = new SessionCache(10_000, () => now);
    cache.set('cookie-a', actor('a'), new Date(now + 60_000));
    cache.set('cookie-b', actor('b'), new Date(now + 5_000));
    cache.set('cookie-a2', actor('a'), new Date(now + 60_000));
    expect(cache.get('cookie-a')?.userId).toBe('a');
    now += 6_000;
    expect(cache.get('cookie-b')).toBeUndefined();
    void cache.forgetUser('a');
    expect(cache.get('cookie-a')).toBeUndefined();
    expect(cache.get('cookie-a2')).toBeUndefined();
    cache.set('cookie-a', actor('a'), new Date(now + 60_000));
    now += 10_000;
    expect(cache.get('cookie-a')).toBeUndefined();
    const off = new SessionCache(0);
    off.set('cookie', actor('a'), new Date(Date.now() + 60_000));
    expect(off.get('cookie')).toBeUndefined();
  });

  it('publishes its forgets, applies those of other instances without publishing them again', async () => {
    const cache = new SessionCache(10_000);
    const published: string[] = [];
    cache.publishTo((revocation) => Promise.resolve(void published.push(revocation)));
    const later = new Date(Date.now() + 60_000);
    cache.set('cookie-a', actor('a'), later);
    cache.set('cookie-b', actor('b'), later);
    await cache.forgetUser('a');
    expect(cache.get('cookie-a')).toBeUndefined();
    cache.applyRevocation('b');
    expect(cache.get('cookie-b')).toBeUndefined();
    cache.set('cookie-b', actor('b'), later);
    cache.applyRevocation('*');
    expect(cache.get('cookie-b')).toBeUndefined();
    await cache.clear();
    expect(published).toEqual(['a', '*']);
  });

  it('a lookup under way when its user is forgotten caches nothing', () => {
    const cache = new SessionCache(10_000);
    const later = new Date(Date.now() + 60_000);
    const mark = cache.mark();
    cache.applyRevocation('a');
    cache.set('cookie-a', actor('a'), later, mark);
    expect(cache.get('cookie-a')).toBeUndefined();
    cache.set('cookie-b', actor('b'), later, mark);
    expect(cache.get('cookie-b')?.userId).toBe('b');
    const beforeClear = cache.mark();
    cache.applyRevocation('*');
    cache.set('cookie-b', actor('b'), later, beforeClear);
    expect(cache.get('cookie-b')).toBeUndefined();
    cache.set('cookie-b', actor('b'), later, cache.mark());
    expect(cache.get('cookie-b')?.userId).toBe('b');
  });
});

describe('reads after writes, through the server', () => {
  it('a signed-out cookie is refused at once, though the read before it was remembered', async () => {
    const t = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
    try {
      const client = await signUp(t);
      const session = () => t.request({ method: 'GET', url: '/api/session', cookies: client.cookies });
      expect((await session()).statusCode).toBe(200);
      expect((await session()).statusCode).toBe(200);
      expect((await t.request({ method: 'POST', url: '/api/auth/logout', payload: {}, cookies: client.cookies })).statusCode).toBe(200);
      const after = await session();
      expect(after.statusCode === 401 || after.json<{ user: unknown }>().user === null).toBe(true);
      expect((await t.request({ method: 'GET', url: '/api/cash-flow/count', cookies: client.cookies })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

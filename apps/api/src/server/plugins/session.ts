import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownRole } from '@finboard/domain';
import type { Actor } from '../../access/actor';
import type { BetterAuth } from '../../modules/auth/better-auth';
import { toFetchHeaders } from '../../platform/request-headers';
import type { SessionCache } from '../session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up at most once per request. */
    getActor(): Promise<Actor | null>;
  }
}

const actorOfRequest = new WeakMap<FastifyRequest, Promise<Actor | null>>();
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads may be answered from the cache; a write always looks its session up afresh. */
async function lookUpActor(auth: BetterAuth, cache: SessionCache, request: FastifyRequest): Promise<Actor | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const isRead = READ_METHODS.has(request.method);
  const cached = isRead ? cache.get(cookie) : undefined;
  if (cached) return cached;
  const mark = cache.mark();
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  const role = (session.user as { role?: string | null }).role ?? null;
  const actor: Actor = {
    userId: session.user.id,
    email: session.user.email,
    role: isKnownRole(role) ? role : null,
    emailVerified: session.user.emailVerified,
    twoFactorEnabled: (session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
    sessionId: session.session.id,
  };
  if (isRead) cache.set(cookie, actor, new Date(session.session.expiresAt), mark);
  return actor;
}

export const sessionPlugin = fp(async (app: FastifyInstance, { auth, cache }: { auth: BetterAuth; cache: SessionCache }) => {
  app.decorateRequest('getActor', function getActor(this: FastifyRequest) {
    let actor = actorOfRequest.get(this);
    if (!actor) {
      actor = lookUpActor(auth, cache, this);
      actorOfRequest.set(this, actor);
    }
    return actor;
  });

  // A write may change who a session is (a role chosen) or end sessions (sign-out, reset,
  // password change): forget before the answer leaves, so the next request looks them up again,
  // here at once and on the other instances as soon as they hear the NOTIFY sent before it leaves.
  app.addHook('onSend', async (request) => {
    if (READ_METHODS.has(request.method)) return;
    if (request.url.startsWith('/api/auth')) return cache.clear();
    const actor = await actorOfRequest.get(request)?.catch(() => null);
    if (actor) await cache.forgetUser(actor.userId);
  });
});

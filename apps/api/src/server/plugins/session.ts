import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownRole } from '@finboard/domain';
import type { Actor } from '../../access/actor';
import type { BetterAuth } from '../../modules/auth/better-auth';
import { toFetchHeaders } from '../request-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up at most once per request. */
    getActor(): Promise<Actor | null>;
  }
}

const actorCache = new WeakMap<FastifyRequest, Promise<Actor | null>>();

async function lookUpActor(auth: BetterAuth, request: FastifyRequest): Promise<Actor | null> {
  if (!request.headers.cookie) return null;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  const role = (session.user as { role?: string | null }).role ?? null;
  return { userId: session.user.id, email: session.user.email, role: isKnownRole(role) ? role : null };
}

export const sessionPlugin = fp(async (app: FastifyInstance, { auth }: { auth: BetterAuth }) => {
  app.decorateRequest('getActor', function getActor(this: FastifyRequest) {
    let cached = actorCache.get(this);
    if (!cached) {
      cached = lookUpActor(auth, this);
      actorCache.set(this, cached);
    }
    return cached;
  });
});

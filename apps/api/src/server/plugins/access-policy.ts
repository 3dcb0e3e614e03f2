import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireActor, requireRole } from '../../access/access';
import { requireVerified, resolveWriteOwner } from '../../access/client-data-access';
import type { RoutePolicy } from '../../access/route-policy';

/** Routes a third-party plugin registers (the OpenAPI pages): public by their nature. */
const THIRD_PARTY_PUBLIC_PREFIXES = ['/api/docs'];

export class MissingRoutePolicyError extends Error {}

/** Every route, the ones registered so far: the matrix test walks them. */
export interface RouteTableEntry {
  method: string;
  url: string;
  policy: RoutePolicy;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTableEntry[];
  }
}

/**
 * The coarse gate of every route, before its body is parsed or validated: who may call it at all.
 * A client-data route's finer decision (whose data, which share switch) is the service's call to
 * access/client-data-access.ts, the same resolver. A route without a policy stops the server.
 */
async function enforce(policy: RoutePolicy, request: FastifyRequest): Promise<void> {
  if (policy.kind === 'public') return;
  const actor = await request.getActor();
  if (policy.kind === 'signed-in') requireActor(actor);
  else if (policy.kind === 'role') requireRole(actor, ...policy.roles);
  else if (policy.kind === 'verified') {
    const user = requireVerified(actor);
    if (policy.roles) requireRole(user, ...policy.roles);
  } else if (policy.write) resolveWriteOwner(actor);
  else requireVerified(actor);
}

export const accessPolicyPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeTable', [] as RouteTableEntry[]);
  app.addHook('onRoute', (route) => {
    const policy = route.config?.access;
    const methods = [route.method].flat();
    if (!policy) {
      if (THIRD_PARTY_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix)) || !route.url.startsWith('/api/')) return;
      throw new MissingRoutePolicyError(`${methods.join(',')} ${route.url} declares no access policy (config.access)`);
    }
    for (const method of methods) if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, policy });
  });
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.access;
    if (policy) await enforce(policy, request);
  });
});

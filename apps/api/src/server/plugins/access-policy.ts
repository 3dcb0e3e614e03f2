import type { Db } from '@finboard/db';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { requireActor, requireRole } from '../../access/access';
import { requireVerified } from '../../access/client-data-access';
import { decideClientDataWrite } from '../../access/client-data-write';
import { decideClientDataRead } from '../../access/client-data-read';
import { isStorableText } from './request-guard';
import type { RoutePolicy } from '../../access/route-policy';
import type { Actor } from '../../access/actor';
import { forbidden } from '../../errors/app-error';
import { isTwoFactorRequired, type Role, TWO_FACTOR_MESSAGES } from '@finboard/domain';

/** Routes a third-party plugin registers (the OpenAPI pages): public by their nature. */
const THIRD_PARTY_PUBLIC_PREFIXES = ['/api/docs'];

export class MissingRoutePolicyError extends Error {}

/** Every route, the ones registered so far: the matrix test walks them. */
export interface RouteTableEntry {
  method: string;
  url: string;
  policy: RoutePolicy;
  /** The route's zod schemas (params, querystring, body): the fuzz test generates requests from them. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTableEntry[];
  }
}

/**
 * The gate of every route, before its body is parsed or validated: who may call it at all, and for
 * client data whose data (the grant and its share switch for an advisor's ?userId=). That decision
 * is made once and kept on the request (access/client-data-read.ts): the handler hands it to the
 * services, which read under it and audit an advisor's read, asking the grants nothing again.
 * A route without a policy stops the server.
 */
/**
 * The raw ?userId= of a request. Validation comes later: a value that is not text, or text no query
 * can carry (a NUL: PostgreSQL refuses it, a 500 the route fuzz found), is left to it (a 400).
 */
function requestedUserId(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.userId;
  return typeof value === 'string' && value !== '' && isStorableText(value) ? value : undefined;
}

async function enforce(db: Db, policy: RoutePolicy, request: FastifyRequest, twoFactorRequiredFor: readonly Role[]): Promise<void> {
  if (policy.kind === 'public') return;
  const actor = await request.getActor();
  request.signedInActor = requireActor(actor);
  if (policy.kind === 'signed-in') return;
  requireTwoFactorIfDue(actor, twoFactorRequiredFor);
  if (policy.kind === 'role') requireRole(actor, ...policy.roles);
  else if (policy.kind === 'verified') {
    const user = requireVerified(actor);
    if (policy.roles) requireRole(user, ...policy.roles);
  } else if (policy.write) request.clientDataWrite = decideClientDataWrite(actor, requestedUserId(request));
  else request.clientDataRead = await decideClientDataRead(db, actor, requestedUserId(request), policy.scope);
}

/**
 * A user whose role must have two-factor sign-in (admins always; REQUIRE_TWO_FACTOR_FOR adds roles)
 * opens nothing past the signed-in routes (session, profile, the security page's own api) until an
 * authenticator app is set up: a stolen password alone opens no admin page and no financial data.
 */
function requireTwoFactorIfDue(actor: Actor | null, twoFactorRequiredFor: readonly Role[]): void {
  if (actor && isTwoFactorRequired(actor.role, twoFactorRequiredFor) && !actor.twoFactorEnabled) throw forbidden(TWO_FACTOR_MESSAGES.setUpFirst);
}

export const accessPolicyPlugin = fp(async (app: FastifyInstance, { db, twoFactorRequiredFor }: { db: Db; twoFactorRequiredFor: readonly Role[] }) => {
  app.decorate('routeTable', [] as RouteTableEntry[]);
  app.decorateRequest('clientDataRead', undefined);
  app.decorateRequest('clientDataWrite', undefined);
  app.decorateRequest('signedInActor', undefined);
  app.addHook('onRoute', (route) => {
    const policy = route.config?.access;
    const methods = [route.method].flat();
    if (!policy) {
      if (THIRD_PARTY_PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix)) || !route.url.startsWith('/api/')) return;
      throw new MissingRoutePolicyError(`${methods.join(',')} ${route.url} declares no access policy (config.access)`);
    }
    for (const method of methods) if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, policy, schema: route.schema });
  });
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.access;
    if (policy) await enforce(db, policy, request, twoFactorRequiredFor);
  });
});

import type { ClientDataScope, Role } from '@finboard/domain';

/**
 * Who may call a route, declared in the route's options (`config: { access }`). Every route has one:
 * the server refuses to start otherwise (server/plugins/access-policy.ts), and the route × role
 * matrix test is generated from the same declarations.
 */
export type RoutePolicy =
  /** Anyone, signed in or not (sign-in itself, the provider callback, webhooks verified by signature). */
  | { kind: 'public' }
  /** Any signed-in user, verified or not (session, profile, onboarding). */
  | { kind: 'signed-in' }
  /** A signed-in user with a verified email (connections open financial data). */
  | { kind: 'verified'; roles?: Role[] }
  /** A signed-in user with one of these roles. */
  | { kind: 'role'; roles: Role[] }
  /**
   * A client's financial data: the client's own, or read-only for a connected advisor whose client
   * shares `scope` (access/client-data-access.ts decides). A write is the client's own, always.
   */
  | { kind: 'client-data'; scope: ClientDataScope; write?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RoutePolicy;
  }
}

export const PUBLIC: RoutePolicy = { kind: 'public' };
export const SIGNED_IN: RoutePolicy = { kind: 'signed-in' };
export const roles = (...allowed: Role[]): RoutePolicy => ({ kind: 'role', roles: allowed });
export const verified = (...allowed: Role[]): RoutePolicy => ({ kind: 'verified', ...(allowed.length ? { roles: allowed } : {}) });
export const clientDataRead = (scope: ClientDataScope): RoutePolicy => ({ kind: 'client-data', scope });
export const clientDataWrite = (scope: ClientDataScope): RoutePolicy => ({ kind: 'client-data', scope, write: true });
/** The admin area: a verified admin only (apps/api/src/modules/admin). */
export const ADMIN_ONLY: RoutePolicy = { kind: 'verified', roles: ['admin'] };

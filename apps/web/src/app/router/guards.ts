import type { TSessionUser } from '@finboard/contracts';
import { isTwoFactorRequired } from '@finboard/domain/auth';
import { postOnboardingPath } from '@finboard/domain/connections';
import { homePath, isKnownRole, type Role, verificationRedirect } from '@finboard/domain/validation';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { appSettingsQuery } from '../../lib/app-settings';
import { loadSessionUser } from '../../lib/session';

/**
 * Who may open a group of routes:
 * - signed-in: any user with a role;
 * - roles: one of the listed roles, else the 404 page;
 * - advisor-practice: advisors' own pages (dashboard, Client Linking); an advisor who finished
 *   onboarding with neither a parent firm nor a plan chooses one first, at /subscribe (spec 01 §4);
 * - client-view: clients, and advisors viewing a client through ?userId= (read-only);
 * - home: clients; other roles go to their own home.
 * Whatever the rule, an unverified user with onboarding done goes to /verify-email (spec 01 §2).
 */
export type AccessRule =
  { kind: 'signed-in' } | { kind: 'roles'; roles: readonly Role[] } | { kind: 'advisor-practice' } | { kind: 'client-view' } | { kind: 'home' };

/** The decision as data, so it can be tested without a router: null lets the user in. */
export function decideAccess(user: TSessionUser | null, rule: AccessRule, url: URL, twoFactorRequiredFor: readonly Role[] = ['admin']): string | null {
  // A user without a known role picks one on the login page (role-selection modal).
  if (!user || !isKnownRole(user.role)) return paths.login();
  const verification = verificationRedirect(user, url.pathname);
  if (verification) return verification;
  // A role that must have two-factor sign-in sees the security page first (the api refuses the rest too).
  if (rule.kind !== 'signed-in' && !user.twoFactorEnabled && isTwoFactorRequired(user.role, twoFactorRequiredFor)) return paths.accountSecurity();
  switch (rule.kind) {
    case 'signed-in':
      return null;
    case 'roles':
      return rule.roles.includes(user.role) ? null : paths.notFound();
    case 'advisor-practice':
      if (user.role !== 'advisor') return paths.notFound();
      return mustChoosePlan(user) ? paths.subscribe() : null;
    case 'client-view': {
      if (user.role === 'client') return null;
      const viewed = url.searchParams.get('userId');
      // One's own id is the own view (issue 34), and an advisor has no client pages of its own: its home.
      if (user.role === 'advisor' && viewed === user.id) return homePath(user.role);
      return user.role === 'advisor' && viewed ? null : paths.notFound();
    }
    case 'home':
      return user.role === 'client' ? null : homePath(user.role);
  }
}

/**
 * An advisor past onboarding whom the spec sends to /subscribe (no parent firm, no paid plan) and
 * whose links are not active on the free plan either (no connected client): its practice waits for a plan.
 */
function mustChoosePlan(user: TSessionUser): boolean {
  if (user.completionDate === null || user.advisorLinkActive) return false;
  return postOnboardingPath({ ...user, hasPendingRequest: false }) === '/subscribe';
}

/** Who must have two-factor sign-in, from the server's settings; admins always, even if they cannot be read. */
async function loadTwoFactorRequiredFor(queryClient: QueryClient): Promise<readonly Role[]> {
  try {
    return (await queryClient.ensureQueryData(appSettingsQuery())).twoFactorRequiredFor;
  } catch {
    return ['admin'];
  }
}

export function guard(queryClient: QueryClient, rule: AccessRule) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await loadSessionUser(queryClient);
    // Admins always need it; the settings are read only for another role's user without it.
    const requiredFor = user && !user.twoFactorEnabled && user.role !== 'admin' ? await loadTwoFactorRequiredFor(queryClient) : ['admin' as const];
    const target = decideAccess(user, rule, new URL(request.url), requiredFor);
    if (target) throw redirect(target);
    return null;
  };
}

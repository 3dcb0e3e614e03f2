import type { TSessionUser } from '@finboard/contracts';
import { canLinkBank } from '@finboard/domain/billing';
import { paths } from '../../../../config/paths';
import { UPGRADE_TO_LINK_MESSAGE } from '../../../../features/accounts/lib/plan-check';

export type QuickActionUser = Pick<TSessionUser, 'role' | 'clientVerified' | 'parentId' | 'plan' | 'clientAdvisorCount' | 'subscriptionStatus'>;

/** What an entry does: open a page (saying why first, if `notice`), start the bank link, or toggle the help widget. */
export type QuickAction = { key: string; label: string } & ({ href: string; notice?: string } | { bankLink: true } | { help: true });

/**
 * Spec 01 §2: shown only if the user has a parent or a plan, and is an advisor or a verified client
 * (`clientVerified`, spec 01 §3 client_verified: email proved and registration complete).
 * (Every account here has a plan, free until changed, so the role half decides in practice.)
 */
export function isQuickActionMenuShown(user: QuickActionUser): boolean {
  const hasParentOrPlan = user.parentId !== null || Boolean(user.plan);
  return hasParentOrPlan && (user.role === 'advisor' || user.clientVerified);
}

/**
 * Account (bank link, clients), Advisor Link (advisors), Scenario and Advisor (clients), Support.
 * Account starts the bank link itself, or leads to Billing when the plan check fails (spec 01 §2 Bank link).
 */
export function quickActionsFor(user: QuickActionUser): QuickAction[] {
  const support: QuickAction = { key: 'support', label: 'Support', help: true };
  if (user.role === 'advisor') return [{ key: 'advisor-link', label: 'Advisor Link', href: paths.advisorClientLinking() }, support];
  if (user.role !== 'client') return [support];
  const mayLink = canLinkBank({ plan: user.plan, clientAdvisorCount: user.clientAdvisorCount, subscriptionStatus: user.subscriptionStatus });
  return [
    mayLink
      ? { key: 'account', label: 'Account', bankLink: true }
      : { key: 'account', label: 'Account', href: paths.billing(), notice: UPGRADE_TO_LINK_MESSAGE },
    { key: 'scenario', label: 'Scenario', href: paths.clientScenarios() },
    { key: 'advisor', label: 'Advisor', href: paths.clientAdvisorSearch() },
    support,
  ];
}

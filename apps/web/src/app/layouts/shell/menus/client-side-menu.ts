import { paths } from '../../../../config/paths';
import type { MenuLink, MenuUser } from './menu-types';

/** Client side menu (spec 01 §2 Menus): Billing only while the client has no advisors. */
export function buildClientSideMenu(user: Pick<MenuUser, 'clientAdvisorCount'>): MenuLink[] {
  const items: (MenuLink | false)[] = [
    { key: 'profile', label: 'Profile', href: paths.userProfile() },
    user.clientAdvisorCount === 0 && { key: 'billing', label: 'Billing', href: paths.billing() },
    { key: 'accounts', label: 'Connected Accounts', href: paths.clientAccounts() },
    { key: 'assets', label: 'Assets', href: paths.clientUserAssets() },
    { key: 'liabilities', label: 'Liabilities', href: paths.clientUserLiabilities() },
    { key: 'cash-flow', label: 'Cash Flow', href: paths.clientCashFlow() },
    { key: 'net-worth', label: 'Net Worth', href: paths.clientNetWorth() },
    { key: 'investments', label: 'Investments', href: paths.clientInvest() },
    { key: 'reports', label: 'Print Reports', href: paths.clientReports() },
    { key: 'my-plan', label: 'My Plan', href: paths.clientMyPlan() },
    { key: 'scenarios', label: 'Scenarios', href: paths.clientScenarios() },
    { key: 'board', label: 'Board of Advisors', href: paths.clientBoardAdvisor() },
    { key: 'advisor-search', label: 'Advisor Search', href: paths.clientAdvisorSearch() },
  ];
  return items.filter((item): item is MenuLink => item !== false);
}

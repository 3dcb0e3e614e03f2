import { paths } from '../../../../config/paths';
import { truncateMenuName } from './menu-name';
import type { MenuEntry, MenuGroup, MenuLink, MenuUser } from './menu-types';

export interface ConnectedClient {
  uid: string;
  firstName: string;
  lastName: string;
}

/** The read-only views an advisor opens for one connected client, each carrying ?userId=. */
function clientSubMenu(uid: string): MenuLink[] {
  return [
    { key: `${uid}:accounts`, label: 'Connected Accounts', href: paths.clientAccounts(uid) },
    { key: `${uid}:assets`, label: 'Assets and Liabilities', href: paths.clientUserAssets(uid) },
    { key: `${uid}:quick-report`, label: 'Quick Report', href: paths.clientQuickReport(uid) },
    { key: `${uid}:cash-flow`, label: 'Cash Flow', href: paths.clientCashFlow(uid) },
    { key: `${uid}:net-worth`, label: 'Net Worth', href: paths.clientNetWorth(uid) },
    { key: `${uid}:investments`, label: 'Investments', href: paths.clientInvest(uid) },
    { key: `${uid}:reports`, label: 'Print Reports', href: paths.clientReports(uid) },
    { key: `${uid}:my-plan`, label: 'My Plan', href: paths.clientMyPlan({ userId: uid }) },
  ];
}

function clientGroup(client: ConnectedClient, viewedUserId: string | null): MenuGroup {
  const name = `${client.firstName} ${client.lastName}`;
  return {
    key: `client:${client.uid}`,
    label: truncateMenuName(name),
    // Clicking another client opens their quick report (spec 01 §2 Menus).
    href: paths.clientQuickReport(client.uid),
    opened: client.uid === viewedUserId,
    children: clientSubMenu(client.uid),
  };
}

/** The viewed client first, the others in their given order. */
function orderClients(clients: ConnectedClient[], viewedUserId: string | null): ConnectedClient[] {
  const viewed = clients.filter((client) => client.uid === viewedUserId);
  return [...viewed, ...clients.filter((client) => client.uid !== viewedUserId)];
}

/**
 * Advisor side menu (spec 01 §2 Menus). Billing is hidden for sub-advisors (those with a parent),
 * whose client list is labelled 'Primary Advisor Clients'.
 */
export function buildAdvisorSideMenu(
  user: Pick<MenuUser, 'parentId'>,
  connectedClients: ConnectedClient[],
  viewedUserId: string | null,
): MenuEntry[] {
  const isSubAdvisor = user.parentId !== null;
  const entries: (MenuEntry | false)[] = [
    { key: 'dashboard', label: 'Dashboard', href: paths.advisorDashboard() },
    { key: 'profile', label: 'Profile', href: paths.userProfile() },
    { key: 'client-linking', label: 'Client Linking', href: paths.advisorClientLinking() },
    !isSubAdvisor && { key: 'billing', label: 'Billing', href: paths.billing() },
    {
      key: 'clients',
      label: isSubAdvisor ? 'Primary Advisor Clients' : 'My Clients',
      href: paths.advisorClients(),
      opened: true,
      children: orderClients(connectedClients, viewedUserId).map((client) => clientGroup(client, viewedUserId)),
    },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}

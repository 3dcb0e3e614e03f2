import { CLIENT_PAGES, searchWordsOf, type ShareSettings } from '@finboard/domain/connections';
import { paths } from '../../../../config/paths';
import { CLIENT_PAGE_LINKS, clientLandingHref, isClientPageShared, sharedPartsLabel } from './client-pages';
import { truncateMenuName } from './menu-name';
import type { MenuEntry, MenuGroup, MenuLink, MenuUser } from './menu-types';

export interface ConnectedClient {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  share: ShareSettings;
  isFavorite: boolean;
  /** The advisor's latest read of the client's data (ISO), or null. */
  lastViewedAt: string | null;
}

/** Without a search the menu lists this many clients (favourites and recent first); a search finds the others. */
export const MENU_CLIENT_LIMIT = 10;

/**
 * The read-only views an advisor opens for one connected client, each carrying ?userId=; a view
 * the client does not share is marked (a lock, 'Not shared') instead of leading to a refusal.
 */
function clientSubMenu(client: ConnectedClient): MenuLink[] {
  return CLIENT_PAGES.map((page) => {
    const { label, href } = CLIENT_PAGE_LINKS[page];
    const locked = !isClientPageShared(page, client.share);
    return { key: `${client.uid}:${page}`, label, href: href(client.uid), ...(locked ? { locked } : {}) };
  });
}

function clientGroup(client: ConnectedClient, viewedUserId: string | null): MenuGroup {
  const name = `${client.firstName} ${client.lastName}`;
  return {
    key: `client:${client.uid}`,
    label: truncateMenuName(name),
    description: sharedPartsLabel(client.share),
    // Clicking a client opens the first page they share (spec 01 §2: the quick report, when shared).
    href: clientLandingHref(client.uid, client.share),
    opened: client.uid === viewedUserId,
    children: clientSubMenu(client),
  };
}

const rankOf = (client: ConnectedClient) => (client.isFavorite ? 0 : client.lastViewedAt ? 1 : 2);

/** The viewed client first, then favourites, then the recently viewed (latest first), then the others in their given order. */
export function orderClients(clients: readonly ConnectedClient[], viewedUserId: string | null): ConnectedClient[] {
  const viewed = clients.filter((client) => client.uid === viewedUserId);
  const others = clients
    .filter((client) => client.uid !== viewedUserId)
    .map((client, index) => ({ client, index }))
    .sort(
      (a, b) =>
        rankOf(a.client) - rankOf(b.client) ||
        (rankOf(a.client) === 1 ? (b.client.lastViewedAt ?? '').localeCompare(a.client.lastViewedAt ?? '') : 0) ||
        a.index - b.index,
    )
    .map(({ client }) => client);
  return [...viewed, ...others];
}

const matches = (client: ConnectedClient, words: readonly string[]) => {
  const text = `${client.firstName} ${client.lastName} ${client.email}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

/** The clients the menu lists: those matching the search, the first MENU_CLIENT_LIMIT, and a link to all when more. */
function clientEntries(clients: readonly ConnectedClient[], viewedUserId: string | null, search: string): MenuEntry[] {
  const words = searchWordsOf(search);
  const found = orderClients(
    clients.filter((client) => matches(client, words)),
    viewedUserId,
  );
  const shown = found.slice(0, MENU_CLIENT_LIMIT).map((client) => clientGroup(client, viewedUserId));
  const more = found.length - shown.length;
  if (more <= 0) return shown;
  return [...shown, { key: 'clients:more', label: `${more} more: search or see My Clients`, href: paths.advisorClients() }];
}

/**
 * Advisor side menu (spec 01 §2 Menus). Billing is hidden for sub-advisors (those with a parent),
 * whose client list is labelled 'Primary Advisor Clients'.
 */
export function buildAdvisorSideMenu(
  user: Pick<MenuUser, 'parentId'>,
  connectedClients: ConnectedClient[],
  viewedUserId: string | null,
  clientSearch = '',
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
      children: clientEntries(connectedClients, viewedUserId, clientSearch),
    },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}

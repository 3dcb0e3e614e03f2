import { buildAdminSideMenu } from './admin-side-menu';
import { buildAdvisorSideMenu, type ConnectedClient } from './advisor-side-menu';
import { buildClientSideMenu } from './client-side-menu';
import type { MenuEntry, MenuUser } from './menu-types';

/** The side menu for a user: a pure function of the user, their connected clients and ?userId. */
export function sideMenuFor(user: MenuUser, connectedClients: ConnectedClient[], viewedUserId: string | null, clientSearch = ''): MenuEntry[] {
  if (user.role === 'advisor') return buildAdvisorSideMenu(user, connectedClients, viewedUserId, clientSearch);
  if (user.role === 'admin') return buildAdminSideMenu();
  if (user.role === 'client') return buildClientSideMenu(user);
  return [];
}

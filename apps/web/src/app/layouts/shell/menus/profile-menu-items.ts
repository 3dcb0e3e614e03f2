import { homePath } from '@finboard/domain/validation';
import { paths } from '../../../../config/paths';
import type { MenuUser } from './menu-types';

export type ProfileMenuItem = { key: string; label: string; kind: 'link'; href: string } | { key: 'help' | 'logout'; label: string; kind: 'action' };

/** Profile menu (spec 01 §2 Menus): Accounts or Clients by role; Advisors and Billing for clients only. */
export function buildProfileMenu(user: Pick<MenuUser, 'role'>): ProfileMenuItem[] {
  const items: (ProfileMenuItem | false)[] = [
    { key: 'profile', label: 'My Profile', kind: 'link', href: paths.userProfile() },
    { key: 'security', label: 'Security', kind: 'link', href: paths.accountSecurity() },
    user.role === 'client' && { key: 'accounts', label: 'Accounts', kind: 'link', href: paths.clientAccounts() },
    user.role === 'advisor' && { key: 'clients', label: 'Clients', kind: 'link', href: paths.advisorClients() },
    user.role === 'client' && {
      key: 'advisors',
      label: 'Advisors',
      kind: 'link',
      href: paths.clientBoardAdvisor(),
    },
    user.role === 'client' && { key: 'billing', label: 'Billing', kind: 'link', href: paths.billing() },
    { key: 'home', label: 'Home', kind: 'link', href: homePath(user.role) },
    { key: 'account-data', label: 'Download my data', kind: 'link', href: paths.accountData() },
    { key: 'help', label: 'Help', kind: 'action' },
    { key: 'logout', label: 'Log Out', kind: 'action' },
  ];
  return items.filter((item): item is ProfileMenuItem => item !== false);
}

import { describe, expect, it } from 'vitest';
import { buildAdminSideMenu } from './admin-side-menu';
import { buildAdvisorSideMenu, type ConnectedClient } from './advisor-side-menu';
import { buildClientSideMenu } from './client-side-menu';
import { truncateMenuName } from './menu-name';
import { isMenuGroup, type MenuEntry, type MenuGroup } from './menu-types';
import { buildProfileMenu } from './profile-menu-items';
import { sideMenuFor } from './side-menu-for';

const labels = (entries: MenuEntry[]) => entries.map((entry) => entry.label);
const clientsGroup = (entries: MenuEntry[]) => entries.find((entry) => entry.key === 'clients') as MenuGroup;

const CLIENTS: ConnectedClient[] = [
  { uid: 'c1', firstName: 'Ann', lastName: 'Lee' },
  { uid: 'c2', firstName: 'Bartholomew', lastName: 'Richardson' },
  { uid: 'c3', firstName: 'Cy', lastName: 'Young' },
];

describe('client side menu', () => {
  it('lists the spec entries in order, with Billing while the client has no advisors', () => {
    expect(labels(buildClientSideMenu({ clientAdvisorCount: 0 }))).toEqual([
      'Profile',
      'Billing',
      'Connected Accounts',
      'Assets',
      'Liabilities',
      'Cash Flow',
      'Net Worth',
      'Investments',
      'Print Reports',
      'My Plan',
      'Scenarios',
      'Board of Advisors',
      'Advisor Search',
    ]);
  });

  it('hides Billing once the client has an advisor', () => {
    expect(labels(buildClientSideMenu({ clientAdvisorCount: 2 }))).not.toContain('Billing');
  });
});

describe('advisor side menu', () => {
  it('shows Billing and My Clients for a primary advisor', () => {
    const menu = buildAdvisorSideMenu({ parentId: null }, [], null);
    expect(labels(menu)).toEqual(['Dashboard', 'Profile', 'Client Linking', 'Billing', 'My Clients']);
  });

  it('hides Billing and says Primary Advisor Clients for a sub-advisor', () => {
    const menu = buildAdvisorSideMenu({ parentId: 'parent-1' }, [], null);
    expect(labels(menu)).toEqual(['Dashboard', 'Profile', 'Client Linking', 'Primary Advisor Clients']);
  });

  it('gives each client a sub-menu whose links carry ?userId=', () => {
    const group = clientsGroup(buildAdvisorSideMenu({ parentId: null }, CLIENTS, null));
    const first = group.children[0] as MenuGroup;
    expect(first.href).toBe('/client/quick-report?userId=c1');
    expect(labels(first.children)).toEqual([
      'Connected Accounts',
      'Assets and Liabilities',
      'Quick Report',
      'Cash Flow',
      'Net Worth',
      'Investments',
      'Print Reports',
      'My Plan',
    ]);
    for (const link of first.children) expect(link.href).toContain('userId=c1');
  });

  it('cuts names longer than 12 characters to 10 plus an ellipsis', () => {
    const group = clientsGroup(buildAdvisorSideMenu({ parentId: null }, CLIENTS, null));
    expect(labels(group.children)).toEqual(['Ann Lee', 'Bartholome...', 'Cy Young']);
  });

  it('moves the viewed client to the top and opens only that sub-menu', () => {
    const group = clientsGroup(buildAdvisorSideMenu({ parentId: null }, CLIENTS, 'c3'));
    const children = group.children as MenuGroup[];
    expect(children.map((child) => child.key)).toEqual(['client:c3', 'client:c1', 'client:c2']);
    expect(children.map((child) => child.opened)).toEqual([true, false, false]);
  });

  it('keeps the order when the viewed user is not a connected client', () => {
    const group = clientsGroup(buildAdvisorSideMenu({ parentId: null }, CLIENTS, 'someone-else'));
    expect(group.children.map((child) => child.key)).toEqual(['client:c1', 'client:c2', 'client:c3']);
    expect(group.children.every((child) => isMenuGroup(child) && !child.opened)).toBe(true);
  });
});

describe('truncateMenuName', () => {
  it('keeps names of up to 12 characters', () => {
    expect(truncateMenuName('Twelve chars')).toBe('Twelve chars');
    expect(truncateMenuName('Thirteen char')).toBe('Thirteen c...');
  });
});

describe('admin side menu', () => {
  it('lists the admin areas and the placeholders', () => {
    expect(labels(buildAdminSideMenu())).toEqual(['Firms', 'Billing', 'Clients', 'Sales', 'Calendar', 'Page Two', 'Support']);
    expect(buildAdminSideMenu().find((item) => item.key === 'billing')?.href).toBe('/admin/scenarios');
  });
});

describe('profile menu', () => {
  it('gives clients Accounts, Advisors and Billing', () => {
    expect(buildProfileMenu({ role: 'client' }).map((item) => item.label)).toEqual([
      'My Profile',
      'Security',
      'Accounts',
      'Advisors',
      'Billing',
      'Home',
      'Help',
      'Log Out',
    ]);
  });

  it('gives advisors Clients and a Home that goes to the dashboard', () => {
    const menu = buildProfileMenu({ role: 'advisor' });
    expect(menu.map((item) => item.label)).toEqual(['My Profile', 'Security', 'Clients', 'Home', 'Help', 'Log Out']);
    expect(menu.find((item) => item.key === 'home')).toMatchObject({ href: '/advisor/dashboard' });
  });

  it('sends a client Home to /home', () => {
    expect(buildProfileMenu({ role: 'client' }).find((item) => item.key === 'home')).toMatchObject({ href: '/home' });
  });
});

describe('sideMenuFor', () => {
  it('picks the menu by role', () => {
    const base = { clientAdvisorCount: 0, parentId: null };
    expect(labels(sideMenuFor({ ...base, role: 'client' }, [], null))[0]).toBe('Profile');
    expect(labels(sideMenuFor({ ...base, role: 'advisor' }, [], null))[0]).toBe('Dashboard');
    expect(labels(sideMenuFor({ ...base, role: 'admin' }, [], null))[0]).toBe('Firms');
    expect(sideMenuFor({ ...base, role: null }, [], null)).toEqual([]);
  });
});

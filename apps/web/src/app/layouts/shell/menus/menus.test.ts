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

const EVERYTHING = { all: true, netWorth: true, cashFlow: true, retirementScore: true };
const client = (uid: string, firstName: string, lastName: string, more: Partial<ConnectedClient> = {}): ConnectedClient => ({
  uid,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  share: EVERYTHING,
  isFavorite: false,
  lastViewedAt: null,
  ...more,
});
const CLIENTS: ConnectedClient[] = [client('c1', 'Ann', 'Lee'), client('c2', 'Bartholomew', 'Richardson'), client('c3', 'Cy', 'Young')];

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
    expect(labels(buildAdminSideMenu())).toEqual([
      'Firms',
      'Billing',
      'Clients',
      'Sales',
      'Calendar',
      'Fitness (sample)',
      'Booking (sample)',
      'Page Two',
      'Support',
    ]);
    expect(buildAdminSideMenu().find((item) => item.key === 'sample-fitness')?.href).toBe('/admin/samples/fitness');
    expect(buildAdminSideMenu().find((item) => item.key === 'sample-booking')?.href).toBe('/admin/samples/booking');
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
      'Download my data',
      'Help',
      'Log Out',
    ]);
  });

  it('gives advisors Clients and a Home that goes to the dashboard', () => {
    const menu = buildProfileMenu({ role: 'advisor' });
    expect(menu.map((item) => item.label)).toEqual(['My Profile', 'Security', 'Clients', 'Home', 'Download my data', 'Help', 'Log Out']);
    expect(menu.find((item) => item.key === 'home')).toMatchObject({ href: '/advisor/dashboard' });
  });

  it("links every role's 'Download my data' to /account-data", () => {
    for (const role of ['client', 'advisor', 'admin'] as const) {
      expect(buildProfileMenu({ role }).find((item) => item.key === 'account-data')).toMatchObject({ href: '/account-data' });
    }
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

describe('the advisor side menu at scale and by what each client shares', () => {
  const CASH_FLOW_ONLY = { all: false, netWorth: false, cashFlow: true, retirementScore: false };
  const group = (entries: MenuEntry[], uid: string) => clientsGroup(entries).children.find((entry) => entry.key === `client:${uid}`) as MenuGroup;

  it('marks what a client does not share as locked, and a click opens the first page they share', () => {
    const menu = buildAdvisorSideMenu({ parentId: null }, [client('c9', 'Cash', 'Only', { share: CASH_FLOW_ONLY })], null);
    const cashOnly = group(menu, 'c9');
    expect(cashOnly.href).toBe('/client/cash-flow?userId=c9');
    expect(cashOnly.description).toBe('Shares Cash Flow');
    const open = cashOnly.children.filter((link) => !('locked' in link && link.locked)).map((link) => link.label);
    expect(open).toEqual(['Cash Flow', 'Print Reports']);
  });

  it('opens the Quick Report only when net worth and cash flow are both shared', () => {
    const noCashFlow = { all: false, netWorth: true, cashFlow: false, retirementScore: true };
    expect(group(buildAdvisorSideMenu({ parentId: null }, [client('a', 'A', 'A', { share: noCashFlow })], null), 'a').href).toBe('/client/accounts?userId=a');
    expect(group(buildAdvisorSideMenu({ parentId: null }, [client('b', 'B', 'B')], null), 'b').href).toBe('/client/quick-report?userId=b');
    const nothing = { all: false, netWorth: false, cashFlow: false, retirementScore: false };
    const none = group(buildAdvisorSideMenu({ parentId: null }, [client('c', 'C', 'C', { share: nothing })], null), 'c');
    expect(none.href).toBe('/client/profile?userId=c');
    expect(none.description).toBe('Shares nothing');
  });

  it('lists favourites, then the recently viewed, then the rest; ten at most, with a way to the others', () => {
    const many = Array.from({ length: 14 }, (_, n) => client(`k${n}`, `K${n}`, 'Client'));
    many[12] = { ...many[12]!, isFavorite: true };
    many[5] = { ...many[5]!, lastViewedAt: '2026-01-01T00:00:00.000Z' };
    many[9] = { ...many[9]!, lastViewedAt: '2026-02-01T00:00:00.000Z' };
    const children = clientsGroup(buildAdvisorSideMenu({ parentId: null }, many, 'k13')).children;
    expect(children.slice(0, 5).map((entry) => entry.key)).toEqual(['client:k13', 'client:k12', 'client:k9', 'client:k5', 'client:k0']);
    expect(children).toHaveLength(11);
    expect(children.at(-1)).toMatchObject({ label: '4 more: search or see My Clients', href: '/advisor/clients' });
  });

  it("finds clients by name or email with the menu's search", () => {
    const many = [...CLIENTS, client('z', 'Zed', 'Ward', { email: 'zw@firm.test' })];
    expect(labels(clientsGroup(buildAdvisorSideMenu({ parentId: null }, many, null, 'young')).children)).toEqual(['Cy Young']);
    expect(labels(clientsGroup(buildAdvisorSideMenu({ parentId: null }, many, null, 'FIRM.test')).children)).toEqual(['Zed Ward']);
    expect(clientsGroup(buildAdvisorSideMenu({ parentId: null }, many, null, 'nobody')).children).toEqual([]);
  });
});

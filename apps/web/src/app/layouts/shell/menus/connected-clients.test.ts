import { describe, expect, it } from 'vitest';
import { makeMyClient } from '../../../../test/my-clients-fixtures';
import { buildAdvisorSideMenu } from './advisor-side-menu';
import { connectedClientsOf } from './connected-clients';
import type { MenuGroup } from './menu-types';

describe("the advisor side menu's clients", () => {
  const rows = [
    makeMyClient({ id: 'old', firstName: 'Ann', lastName: 'Lee', acceptedAt: '2023-01-01T00:00:00.000Z' }),
    makeMyClient({ id: 'asking', firstName: 'Dee', lastName: 'Park', status: 'pending' }),
    makeMyClient({ id: 'new', firstName: 'Bartholomew', lastName: 'Richardson', acceptedAt: '2024-01-01T00:00:00.000Z' }),
  ];

  it('are the connected clients from My Clients, newest first, without pending requests', () => {
    expect(connectedClientsOf(rows).map(({ uid, firstName, lastName }) => ({ uid, firstName, lastName }))).toEqual([
      { uid: 'new', firstName: 'Bartholomew', lastName: 'Richardson' },
      { uid: 'old', firstName: 'Ann', lastName: 'Lee' },
    ]);
  });

  it('each get their sub-menu, the viewed one on top', () => {
    const clients = (buildAdvisorSideMenu({ parentId: null }, connectedClientsOf(rows), 'old').find((entry) => entry.key === 'clients') as MenuGroup)
      .children as MenuGroup[];
    expect(clients.map((group) => [group.label, group.opened])).toEqual([
      ['Ann Lee', true],
      ['Bartholome...', false],
    ]);
    expect(clients[0]?.children.map((link) => link.href)).toContain('/client/user-assets?userId=old');
  });
});

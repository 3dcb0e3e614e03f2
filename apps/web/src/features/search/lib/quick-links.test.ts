import { describe, expect, it } from 'vitest';
import { advisorQuickLinks, clientQuickLinks } from './quick-links';

const ANN = { uid: 'ann', firstName: 'Ann', lastName: 'Lee' };

describe("a client's quick links", () => {
  it("are the spec's fourteen, in its order, at this app's routes (the Insurance Report, coming soon, at Print Reports)", () => {
    expect(clientQuickLinks().map((item) => [item.label, item.href])).toEqual([
      ['Profile', '/user-profile'],
      ['Connected Accounts', '/client/accounts'],
      ['Assets', '/client/user-assets'],
      ['Liabilities', '/client/user-liabilities'],
      ['Income', '/client/user-income'],
      ['Insurance', '/client/user-insurance'],
      ['Estate', '/client/user-estate'],
      ['Cash Flow', '/client/cash-flow'],
      ['Net Worth', '/client/net-worth'],
      ['My Plan', '/client/my-plan'],
      ['Investment Report', '/client/invest'],
      ['Insurance Report', '/client/reports'],
      ['Print Reports', '/client/reports'],
      ['Scenarios', '/client/scenarios'],
    ]);
  });
});

describe("an advisor's quick links", () => {
  it('are their own pages, their connected clients and those clients’ institutions, never the client pages', () => {
    const links = advisorQuickLinks([ANN], [{ client: ANN, institutions: [{ id: 'i1', name: 'Chase Bank' }] }]);
    expect(links.map((item) => [item.label, item.href, item.hint])).toEqual([
      ['Profile', '/user-profile', undefined],
      ['Dashboard', '/advisor/dashboard', undefined],
      ['My Clients', '/advisor/clients', undefined],
      ['Client Linking', '/advisor/client-linking', undefined],
      ['Ann Lee', '/client/quick-report?userId=ann', 'Client'],
      ['Chase Bank', '/client/account-details/Chase%20Bank?id=i1&userId=ann', 'Ann Lee'],
    ]);
    expect(new Set(links.map((item) => item.key)).size).toBe(links.length);
  });
});

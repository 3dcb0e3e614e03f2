import type { TInstitution } from '@finboard/contracts';
import { paths } from '../../../config/paths';
import type { SearchItem } from './search-item';

const page = (key: string, label: string, href: string): SearchItem => ({ key: `page:${key}`, kind: 'page', label, href });

/**
 * A client's quick links, all fourteen of the spec's (01 §2 Menus) in its order: Estate opens the
 * Estate page; the Investment Report is the Investments page; the Insurance Report, still 'coming
 * soon' (spec 02), opens Print Reports, where its card says so.
 */
export function clientQuickLinks(): SearchItem[] {
  return [
    page('profile', 'Profile', paths.userProfile()),
    page('accounts', 'Connected Accounts', paths.clientAccounts()),
    page('assets', 'Assets', paths.clientUserAssets()),
    page('liabilities', 'Liabilities', paths.clientUserLiabilities()),
    page('income', 'Income', paths.clientUserIncome()),
    page('insurance', 'Insurance', paths.clientUserInsurance()),
    page('estate', 'Estate', paths.clientUserEstate()),
    page('cash-flow', 'Cash Flow', paths.clientCashFlow()),
    page('net-worth', 'Net Worth', paths.clientNetWorth()),
    page('my-plan', 'My Plan', paths.clientMyPlan()),
    page('investment-report', 'Investment Report', paths.clientInvest()),
    page('insurance-report', 'Insurance Report', paths.clientReports()),
    page('reports', 'Print Reports', paths.clientReports()),
    page('scenarios', 'Scenarios', paths.clientScenarios()),
  ];
}

/** A connected client as the advisor's list names them. */
export interface SearchClient {
  uid: string;
  firstName: string;
  lastName: string;
}

/** One client's institutions, as read with ?userId= (the client's Net Worth switch allowing). */
export interface ClientInstitutions {
  client: SearchClient;
  institutions: readonly Pick<TInstitution, 'id' | 'name'>[];
}

const fullName = (client: SearchClient) => `${client.firstName} ${client.lastName}`.trim() || 'Client';

/**
 * An advisor's quick links: their own pages (the client pages are not theirs), then each connected
 * client (opening their quick report, as the side menu does), then those clients' institutions
 * (opening the institution's accounts for that client).
 */
export function advisorQuickLinks(clients: readonly SearchClient[], institutions: readonly ClientInstitutions[] = []): SearchItem[] {
  return [
    page('profile', 'Profile', paths.userProfile()),
    page('dashboard', 'Dashboard', paths.advisorDashboard()),
    page('clients', 'My Clients', paths.advisorClients()),
    page('client-linking', 'Client Linking', paths.advisorClientLinking()),
    ...clients.map((client): SearchItem => ({
      key: `client:${client.uid}`,
      kind: 'client',
      label: fullName(client),
      hint: 'Client',
      href: paths.clientQuickReport(client.uid),
    })),
    ...institutions.flatMap(({ client, institutions: list }) =>
      list.map((institution): SearchItem => ({
        key: `institution:${client.uid}:${institution.id}`,
        kind: 'institution',
        label: institution.name,
        hint: fullName(client),
        href: paths.clientAccountDetails(institution.name, { id: institution.id, userId: client.uid }),
      })),
    ),
  ];
}

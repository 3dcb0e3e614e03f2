import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { guard } from './guards';
import { appShellLayout } from './lazy-layouts';
import { placeholder } from './placeholder';

type LazyRoute = () => Promise<Record<string, unknown>>;
/** A page: its pattern, its area name, and its route module once built (else the placeholder). */
type Page = [pattern: string, area: Parameters<typeof placeholder>[0], lazy?: LazyRoute];

const pages = (list: Page[]): RouteObject[] => list.map(([path, area, lazy]) => ({ path, lazy: lazy ?? placeholder(area) }));

// Client pages; advisors see them read-only for a connected client picked with ?userId=.
const CLIENT_PAGES: Page[] = [
  [paths.clientOnboarding.pattern, 'Onboarding Summary', () => import('../routes/client/onboarding')],
  [paths.clientProfile.pattern, 'Profile', () => import('../routes/client/profile')],
  [paths.clientAccounts.pattern, 'Connected Accounts', () => import('../routes/client/accounts')],
  [paths.clientAccountDetails.pattern, 'Account Details', () => import('../routes/client/account-details')],
  [paths.clientUserAssets.pattern, 'Assets', () => import('../routes/client/user-assets')],
  [paths.clientUserSubaccount.pattern, 'Sub-accounts', () => import('../routes/client/user-subaccount')],
  [paths.clientUserLiabilities.pattern, 'Liabilities', () => import('../routes/client/user-liabilities')],
  [paths.clientUserIncome.pattern, 'Income', () => import('../routes/client/user-income')],
  [paths.clientUserInsurance.pattern, 'Insurance', () => import('../routes/client/user-insurance')],
  [paths.clientUserEstate.pattern, 'Estate', () => import('../routes/client/user-estate')],
  [paths.clientReports.pattern, 'Print Reports', () => import('../routes/client/reports')],
  [paths.clientMyPlan.pattern, 'My Plan', () => import('../routes/client/my-plan')],
  [paths.clientCashFlow.pattern, 'Cash Flow', () => import('../routes/client/cash-flow')],
  [paths.clientAccountCashFlow.pattern, 'Account Cash Flow', () => import('../routes/client/account-cash-flow')],
  [paths.clientNetWorth.pattern, 'Net Worth', () => import('../routes/client/net-worth')],
  [paths.clientQuickReport.pattern, 'Quick Report', () => import('../routes/client/quick-report')],
  [paths.clientInvest.pattern, 'Investments', () => import('../routes/client/invest')],
  [paths.clientInvestPortfolio.pattern, 'Investment Portfolio', () => import('../routes/client/invest-portfolio')],
  [paths.clientInvestSummary.pattern, 'Investment Summary', () => import('../routes/client/invest-summary')],
  [paths.clientScenarios.pattern, 'Scenarios', () => import('../routes/client/scenarios')],
  [paths.clientMortgageScenario.pattern, 'Mortgage Scenario', () => import('../routes/client/scenario-mortgage')],
  [paths.clientLoanPayoffScenario.pattern, 'Loan Payoff Scenario', () => import('../routes/client/scenario-loan-payoff')],
  [paths.clientBoardAdvisor.pattern, 'Board of Advisors', () => import('../routes/client/board-advisor')],
  [paths.clientAdvisors.pattern, 'Board of Advisors', () => import('../routes/client/board-advisor')],
  [paths.clientInsurance.pattern, 'Insurance', () => import('../routes/client/user-insurance')],
];

// Pages that change a client's own records, and the client's own advisor search and connections:
// never opened on a client's behalf.
const CLIENT_ONLY_PAGES: Page[] = [
  [paths.clientAdvisorDirectory.pattern, 'Advisor Directory', () => import('../routes/client/advisor-directory')],
  [paths.clientAdvisorDirectoryCategory.pattern, 'Advisor Directory', () => import('../routes/client/advisor-directory-category')],
  [paths.clientAdvisorCategory.pattern, 'Find an Advisor', () => import('../routes/client/advisor-category')],
  [paths.clientAdvisorSearch.pattern, 'Advisor Search', () => import('../routes/client/advisor-search')],
  [paths.manualAccount.pattern, 'Track Your Accounts Manually', () => import('../routes/client/manual-account')],
  [paths.manualAccountInput.pattern, 'Manual Account', () => import('../routes/client/manual-account-input')],
  [paths.clientImport.pattern, 'Import from a file', () => import('../routes/client/import')],
];

const ADVISOR_PAGES: Page[] = [
  [paths.advisorDashboard.pattern, 'Dashboard', () => import('../routes/advisor/dashboard')],
  [paths.advisorClientLinking.pattern, 'Client Linking', () => import('../routes/advisor/client-linking')],
];

// Clients open these too: their advisors list and an advisor's profile.
const ADVISOR_OR_CLIENT_PAGES: Page[] = [
  [paths.advisorClients.pattern, (role) => (role === 'client' ? 'My Advisors' : 'My Clients'), () => import('../routes/advisor/clients')],
  [paths.advisorProfile.pattern, 'Advisor Profile', () => import('../routes/advisor/profile')],
  // The bell and its notifications are for clients and advisors (spec 01 §2 Notifications).
  [paths.notifications.pattern, 'Notifications', () => import('../routes/shell/notifications')],
];

const ADMIN_PAGES: Page[] = [
  [paths.adminDashboard.pattern, 'Admin Dashboard', () => import('../routes/admin/dashboard')],
  [paths.adminFirms.pattern, 'Firms', () => import('../routes/admin/firms')],
  [paths.adminBilling.pattern, 'Billing', () => import('../routes/admin/billing')],
  [paths.adminClients.pattern, 'Clients', () => import('../routes/admin/clients')],
  [paths.adminSales.pattern, 'Sales', () => import('../routes/admin/sales')],
  [paths.adminCalendar.pattern, 'Calendar', () => import('../routes/admin/calendar')],
  // Demo dashboards of static sample data (spec 01 §2), labelled so on screen.
  [paths.adminMyPlan.pattern, 'My Plan', () => import('../routes/admin/my-plan')],
  [paths.adminCashFlow.pattern, 'Cash Flow', () => import('../routes/admin/cash-flow')],
  [paths.adminInvest.pattern, 'Investments', () => import('../routes/admin/invest')],
  // The demo fitness and booking dashboards (spec 02): 'Sample dashboard: static example data, not connected to Finboard'.
  [paths.adminSampleFitness.pattern, 'Fitness (sample)', () => import('../routes/admin/sample-fitness')],
  [paths.adminSampleBooking.pattern, 'Booking (sample)', () => import('../routes/admin/sample-booking')],
];

const SIGNED_IN_PAGES: Page[] = [
  [paths.billing.pattern, 'Billing', () => import('../routes/shell/billing')],
  [paths.accountData.pattern, 'Your Data', () => import('../routes/shell/account-data')],
  [paths.userProfile.pattern, 'Profile', () => import('../routes/shell/user-profile')],
  [paths.accountSecurity.pattern, 'Security', () => import('../routes/shell/account-security')],
  [paths.pagesTwo.pattern, 'Page Two'],
  [paths.pagesHelp.pattern, 'Support', () => import('../routes/shell/help')],
];

/** Everything inside the app shell, each group behind its access rule (app/router/guards.ts). */
export function shellRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      lazy: appShellLayout,
      loader: guard(queryClient, { kind: 'signed-in' }),
      children: [
        {
          loader: guard(queryClient, { kind: 'home' }),
          children: [{ path: paths.home.pattern, lazy: () => import('../routes/shell/home') }],
        },
        { children: pages(SIGNED_IN_PAGES) },
        { loader: guard(queryClient, { kind: 'client-view' }), children: pages(CLIENT_PAGES) },
        { loader: guard(queryClient, { kind: 'roles', roles: ['client'] }), children: pages(CLIENT_ONLY_PAGES) },
        { loader: guard(queryClient, { kind: 'advisor-practice' }), children: pages(ADVISOR_PAGES) },
        {
          loader: guard(queryClient, { kind: 'roles', roles: ['advisor', 'client'] }),
          children: pages(ADVISOR_OR_CLIENT_PAGES),
        },
        { loader: guard(queryClient, { kind: 'roles', roles: ['admin'] }), children: pages(ADMIN_PAGES) },
      ],
    },
  ];
}

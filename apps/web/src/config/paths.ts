// The route registry: every link and navigation is built here, and the router reads `.pattern`.
// Client pages take an optional userId: an advisor views a connected client's page read-only.

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const fill = (pattern: string, param: string, value: string) => pattern.replace(`:${param}`, encodeURIComponent(value));

/** A page without path parameters; the query is optional. */
function page<Q extends Query = Query>(pattern: string) {
  return Object.assign((query?: Q) => withQuery(pattern, query), { pattern });
}

/** A client page: `?userId=` selects the client an advisor is viewing. */
function clientPage(pattern: string) {
  return Object.assign((userId?: string | null) => withQuery(pattern, { userId }), { pattern });
}

/** A page with one path parameter. */
function paramPage<Q extends Query = Query>(pattern: string, param: string) {
  return Object.assign((value: string, query?: Q) => withQuery(fill(pattern, param, value), query), { pattern });
}

/** A client page with one path parameter and the optional userId. */
function clientParamPage(pattern: string, param: string) {
  return Object.assign((value: string, userId?: string | null) => withQuery(fill(pattern, param, value), { userId }), { pattern });
}

export const PDF_REPORTS = [
  'user-assets',
  'user-liabilities',
  'user-income',
  'user-insurance',
  'cash-flow',
  'net-worth',
  'quick-report',
  'all-report',
  'invest',
  'my-plan',
  'liabilities',
] as const;
export type PdfReport = (typeof PDF_REPORTS)[number];

export type RegisterQuery = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'role' | 'advisor' | 'source' | 'advisorConnect' | 'inviter' | 'inviteType' | 'expiry', string>
> &
  Query;

/** The public advisor list's filters (spec 02 "Advisor directory and connections"); lists are comma-joined. */
export type AdvisorListQuery = Partial<{
  intent: string;
  categories: string;
  clientTypes: string;
  radius: number;
  view: 'grid' | 'list';
  page: number;
}> &
  Query;

export const paths = {
  root: page('/'),

  // Public and onboarding (spec 01 §2)
  login: page('/login'),
  register: page<RegisterQuery>('/register'),
  registerAdvisor: page<RegisterQuery>('/register/advisor'),
  verifyEmail: page<{ token?: string; id?: string }>('/verify-email'),
  resetPassword: page<{ oobCode?: string }>('/reset-password'),
  changePassword: page('/change-password'),
  updatePassword: page('/update-password'),
  updateAccount: page('/update-account'),
  registrationComplete: page('/registration-complete'),
  financialFreedom: page('/financialfreedom'),
  subscribe: page('/subscribe'),
  clientAdvisorLink: page('/client-advisor-link'),
  accountStatus: page('/account-status'),
  /** Authenticator app, passkeys and signed-in devices (issue #36). */
  accountSecurity: page('/account-security'),
  accountAdded: page('/account-added'),
  privacy: page('/privacy'),
  terms: page('/terms'),
  termsAndConditions: page('/terms-and-conditions'),
  manualAccount: page('/manual-account'),
  manualAccountInput: page<{ edit?: boolean; institutionId?: string; accountId?: string }>('/manual-account-input'),
  landing: page('/welcome'),
  advisorSearch: page('/advisor-search'),
  advisorList: paramPage<AdvisorListQuery>('/advisor-list/:search', 'search'),
  advisorPublicProfile: paramPage('/advisor-profile/:id', 'id'),
  notFound: page('/pages/not-found'),
  pagesTwo: page('/pages/two'),
  pagesHelp: page('/pages/help'),
  devMailbox: page('/dev/mailbox'),
  alertsOff: page<{ token?: string }>('/alerts/off'),
  // REPORT_LINK_PAGE of the domain: the api redirects a refused report link here.
  reportLink: page<{ problem?: string }>('/report-link'),
  pdf: Object.assign((report: PdfReport, query?: Query) => withQuery(`/pdf/${report}`, query), { pattern: '/pdf/:report' }),

  // Shell pages
  home: page('/home'),
  notifications: page('/notifications'),
  billing: page('/billing'),
  accountData: page('/account-data'),
  userProfile: page<{ tab?: 0 | 1 | 2 | 3; ask?: string }>('/user-profile'),

  // Client pages
  clientOnboarding: clientPage('/client/onboarding'),
  // An advisor's read-only view of a client's profile (a client's own is /user-profile).
  clientProfile: clientPage('/client/profile'),
  clientAdvisorDirectory: clientPage('/client/advisor-directory'),
  clientAdvisorDirectoryCategory: paramPage<{ zipCode?: string }>('/client/advisor-directory/:categoryAcr', 'categoryAcr'),
  clientAdvisorCategory: paramPage<{ intent?: string } & Query>('/client/advisor-category/:zip', 'zip'),
  clientAccounts: clientPage('/client/accounts'),
  // A client's own: importing is a write, never opened on a client's behalf.
  clientImport: page('/client/import'),
  // ?id= carries the institution's id, so the page fetches it by id; the name is for people.
  clientAccountDetails: paramPage<{ id?: string; userId?: string; liabilities?: boolean }>('/client/account-details/:institutionName', 'institutionName'),
  clientUserAssets: clientPage('/client/user-assets'),
  // The accounts of one asset or liability category (a category card of Assets or Liabilities).
  clientUserSubaccount: page<{ category?: string; userId?: string | undefined }>('/client/user-subaccount'),
  clientUserLiabilities: clientPage('/client/user-liabilities'),
  clientUserIncome: clientPage('/client/user-income'),
  clientUserInsurance: clientPage('/client/user-insurance'),
  clientUserEstate: clientPage('/client/user-estate'),
  clientReports: clientPage('/client/reports'),
  clientMyPlan: page<{ id?: string; userId?: string }>('/client/my-plan'),
  clientCashFlow: clientPage('/client/cash-flow'),
  clientAccountCashFlow: clientParamPage('/client/account-cash-flow/:id', 'id'),
  clientNetWorth: clientPage('/client/net-worth'),
  clientQuickReport: clientPage('/client/quick-report'),
  clientInvest: clientPage('/client/invest'),
  clientInvestPortfolio: clientParamPage('/client/invest-portfolio/:id', 'id'),
  clientInvestSummary: clientParamPage('/client/invest-summary/:id', 'id'),
  clientScenarios: clientPage('/client/scenarios'),
  clientMortgageScenario: clientParamPage('/client/scenario/mortgage/:id', 'id'),
  clientLoanPayoffScenario: clientParamPage('/client/scenario/loan-payoff/:id', 'id'),
  clientAdvisorSearch: clientPage('/client/advisor-search'),
  clientBoardAdvisor: clientPage('/client/board-advisor'),
  clientAdvisors: clientPage('/client/advisors'),
  clientInsurance: clientPage('/client/insurance'),

  // Advisor pages
  advisorDashboard: page<{ institution?: string }>('/advisor/dashboard'),
  advisorClientLinking: page('/advisor/client-linking'),
  advisorClients: page<{ userId?: string }>('/advisor/clients'),
  advisorProfile: paramPage('/advisor/profile/:uid', 'uid'),
  advisorOnboarding: page('/advisor/onboarding'),

  // Admin pages
  adminDashboard: page('/admin/dashboard'),
  adminFirms: page('/admin/firms'),
  adminBilling: page('/admin/scenarios'),
  adminClients: page('/admin/clients'),
  adminSales: page('/admin/sales'),
  adminCalendar: page('/admin/one'),
  adminMyPlan: page('/admin/my-plan'),
  adminCashFlow: page('/admin/cash-flow'),
  adminInvest: page('/admin/invest'),
  adminSampleFitness: page('/admin/samples/fitness'),
  adminSampleBooking: page('/admin/samples/booking'),
} as const;

export type PathName = keyof typeof paths;

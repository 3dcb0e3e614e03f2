/** The main pages walked at each screen width, by who sees them (the demo accounts of the README). */
export type ScreenRole = 'visitor' | 'client' | 'advisor' | 'admin';

export interface ScreenPage {
  /** The baselines' file name stem. */
  name: string;
  path: string;
  /** Compared against a committed baseline at every width; the others are only checked for overflow. */
  screenshot: boolean;
  /**
   * Parts whose content depends on the database's row order or on today's date (which moves the
   * demo data), covered by a box in the screenshot; their size and place are still compared.
   */
  mask?: string[];
}

export const DEMO_EMAILS: Record<Exclude<ScreenRole, 'visitor'>, string> = {
  client: 'demo.client@finboard.dev',
  advisor: 'demo.advisor@finboard.dev',
  admin: 'demo.admin@finboard.dev',
};

// Tables of people or transactions list rows in an order (or on a day) the baselines cannot hold.
const ROWS = 'tbody';

export const SCREEN_PAGES: Record<ScreenRole, ScreenPage[]> = {
  visitor: [
    { name: 'sign-in', path: '/login', screenshot: true },
    { name: 'sign-up', path: '/register', screenshot: false },
    { name: 'welcome', path: '/welcome', screenshot: false },
    { name: 'directory', path: '/advisor-search', screenshot: true },
    { name: 'directory-results', path: '/advisor-list/10006', screenshot: false },
    { name: 'not-found', path: '/pages/not-found', screenshot: false },
  ],
  client: [
    { name: 'home', path: '/home', screenshot: true },
    { name: 'cash-flow', path: '/client/cash-flow', screenshot: true, mask: [ROWS] },
    { name: 'net-worth', path: '/client/net-worth', screenshot: true },
    // The banks are listed by balance, which the demo data draws anew each start.
    { name: 'accounts', path: '/client/accounts', screenshot: true, mask: [ROWS] },
    { name: 'investments', path: '/client/invest', screenshot: true },
    { name: 'my-plan', path: '/client/my-plan', screenshot: true },
    { name: 'assets', path: '/client/user-assets', screenshot: false },
    { name: 'liabilities', path: '/client/user-liabilities', screenshot: false },
    { name: 'income', path: '/client/user-income', screenshot: false },
    { name: 'insurance', path: '/client/user-insurance', screenshot: false },
    { name: 'estate', path: '/client/user-estate', screenshot: false },
    { name: 'quick-report', path: '/client/quick-report', screenshot: false },
    { name: 'scenarios', path: '/client/scenarios', screenshot: false },
    { name: 'my-advisors', path: '/client/advisors', screenshot: false },
    { name: 'reports', path: '/client/reports', screenshot: false },
    { name: 'profile', path: '/user-profile', screenshot: false },
    { name: 'billing', path: '/billing', screenshot: false },
    { name: 'notifications', path: '/notifications', screenshot: false },
  ],
  advisor: [
    { name: 'advisor-dashboard', path: '/advisor/dashboard', screenshot: true, mask: [ROWS] },
    { name: 'advisor-clients', path: '/advisor/clients', screenshot: false },
    { name: 'advisor-client-linking', path: '/advisor/client-linking', screenshot: false },
    { name: 'advisor-billing', path: '/billing', screenshot: false },
  ],
  admin: [
    { name: 'admin-dashboard', path: '/admin/dashboard', screenshot: true },
    { name: 'admin-clients', path: '/admin/clients', screenshot: false },
    { name: 'admin-firms', path: '/admin/firms', screenshot: false },
    { name: 'admin-billing', path: '/admin/scenarios', screenshot: false },
    { name: 'admin-sales', path: '/admin/sales', screenshot: false },
    { name: 'admin-calendar', path: '/admin/one', screenshot: false },
  ],
};

export const NARROW_WIDTHS = [375, 576] as const;
export const SCREENSHOT_WIDTHS = [375, 576, 992, 1440] as const;

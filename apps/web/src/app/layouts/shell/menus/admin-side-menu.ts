import { paths } from '../../../../config/paths';
import type { MenuLink } from './menu-types';

/** Admin side menu (spec 01 §2 Menus): the business areas, then the placeholder pages. */
export function buildAdminSideMenu(): MenuLink[] {
  return [
    { key: 'firms', label: 'Firms', href: paths.adminFirms() },
    { key: 'billing', label: 'Billing', href: paths.adminBilling() },
    { key: 'clients', label: 'Clients', href: paths.adminClients() },
    { key: 'sales', label: 'Sales', href: paths.adminSales() },
    { key: 'calendar', label: 'Calendar', href: paths.adminCalendar() },
    { key: 'sample-fitness', label: 'Fitness (sample)', href: paths.adminSampleFitness() },
    { key: 'sample-booking', label: 'Booking (sample)', href: paths.adminSampleBooking() },
    { key: 'page-two', label: 'Page Two', href: paths.pagesTwo() },
    { key: 'support', label: 'Support', href: paths.pagesHelp() },
  ];
}

import { paths } from '../../../config/paths';

export interface TourStep {
  /** The page the step is shown on. */
  route: string;
  /** The element it points at: `[data-tour="…"]`. */
  target: string;
  title: string;
  description: string;
}

/** The guided tour (spec 01 §2 Menus): the home tiles, then the side menu of the other pages. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    route: paths.home(),
    target: 'home-tiles',
    title: 'Your home',
    description: 'Each tile opens one part of your finances: your plan, your reports, your accounts, your profile and your advisors.',
  },
  {
    route: paths.home(),
    target: 'tile-plan',
    title: 'My Plan',
    description: 'Your retirement score. Move the retirement age and see how your plan changes.',
  },
  {
    route: paths.home(),
    target: 'tile-info',
    title: 'Financial Info',
    description: 'Connect your bank and see your accounts, assets and liabilities in one place.',
  },
  {
    route: paths.home(),
    target: 'tile-help',
    title: 'Help',
    description: 'Questions? Write to our support team from here at any time.',
  },
  {
    route: paths.clientAccounts(),
    target: 'side-menu',
    title: 'The side menu',
    description: 'On every other page, this menu takes you anywhere: accounts, cash flow, net worth, investments, reports and scenarios.',
  },
];

/** 'n of total', as the step's card says it. */
export function tourProgress(index: number, total: number): string {
  return `${index + 1} of ${total}`;
}

/** The step after `index`, or null when the tour has ended (the last Next). */
export function nextTourStep(index: number, total: number): number | null {
  return index + 1 < total ? index + 1 : null;
}

import type { ShareSettings, ShareSwitch } from './share-switches';

/** The pages of a connected client an advisor opens from the side menu and the client's card (spec 01 §2 Menus). */
export type ClientPage = 'accounts' | 'assetsLiabilities' | 'quickReport' | 'cashFlow' | 'netWorth' | 'investments' | 'reports' | 'myPlan';

/** The side menu's order, which is also the order "the first page it shares" is looked for in. */
export const CLIENT_PAGES: readonly ClientPage[] = ['accounts', 'assetsLiabilities', 'quickReport', 'cashFlow', 'netWorth', 'investments', 'reports', 'myPlan'];

/**
 * The switches a page needs, all of them (issue 34): the Quick Report shows net worth and cash flow,
 * so it needs both; Print Reports lists a report per switch, so any one opens it (`some`).
 */
const PAGE_SWITCHES: Record<ClientPage, { every: readonly ShareSwitch[] } | { some: readonly ShareSwitch[] }> = {
  accounts: { every: ['netWorth'] },
  assetsLiabilities: { every: ['netWorth'] },
  quickReport: { every: ['netWorth', 'cashFlow'] },
  cashFlow: { every: ['cashFlow'] },
  netWorth: { every: ['netWorth'] },
  investments: { every: ['netWorth'] },
  reports: { some: ['netWorth', 'cashFlow', 'retirementScore'] },
  myPlan: { every: ['retirementScore'] },
};

export function isClientPageShared(page: ClientPage, share: Pick<ShareSettings, ShareSwitch>): boolean {
  const need = PAGE_SWITCHES[page];
  return 'every' in need ? need.every.every((which) => share[which]) : need.some.some((which) => share[which]);
}

/**
 * Where clicking a client leads: the Quick Report when it is shared (spec 01 §2), else the first page
 * of the menu the client shares; null when they share nothing (the profile, which needs only the
 * connection, is then the way in).
 */
export function firstSharedPage(share: Pick<ShareSettings, ShareSwitch>): ClientPage | null {
  if (isClientPageShared('quickReport', share)) return 'quickReport';
  return CLIENT_PAGES.find((page) => isClientPageShared(page, share)) ?? null;
}

/** A search box's text as words (lowercased, at most 5): each must be found, in any order. */
export function searchWordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}

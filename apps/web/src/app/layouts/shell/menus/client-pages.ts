import { type ClientPage, firstSharedPage, isClientPageShared, SHARE_SWITCH_LABELS, SHARE_SWITCHES, type ShareSettings } from '@finboard/domain/connections';
import { paths } from '../../../../config/paths';

/** The side menu's label and address of each page of a connected client (spec 01 §2 Menus). */
export const CLIENT_PAGE_LINKS: Record<ClientPage, { label: string; href: (uid: string) => string }> = {
  accounts: { label: 'Connected Accounts', href: (uid) => paths.clientAccounts(uid) },
  assetsLiabilities: { label: 'Assets and Liabilities', href: (uid) => paths.clientUserAssets(uid) },
  quickReport: { label: 'Quick Report', href: (uid) => paths.clientQuickReport(uid) },
  cashFlow: { label: 'Cash Flow', href: (uid) => paths.clientCashFlow(uid) },
  netWorth: { label: 'Net Worth', href: (uid) => paths.clientNetWorth(uid) },
  investments: { label: 'Investments', href: (uid) => paths.clientInvest(uid) },
  reports: { label: 'Print Reports', href: (uid) => paths.clientReports(uid) },
  myPlan: { label: 'My Plan', href: (uid) => paths.clientMyPlan({ userId: uid }) },
};

/** Where clicking a client leads: the first page they share; the profile (the connection alone) when they share nothing. */
export function clientLandingHref(uid: string, share: ShareSettings): string {
  const page = firstSharedPage(share);
  return page ? CLIENT_PAGE_LINKS[page].href(uid) : paths.clientProfile(uid);
}

/** What a client shares, in a few words: "Shares Net Worth, Cash Flow", "Shares everything", "Shares nothing". */
export function sharedPartsLabel(share: ShareSettings): string {
  const parts = SHARE_SWITCHES.filter((which) => share[which]);
  if (parts.length === SHARE_SWITCHES.length) return 'Shares everything';
  if (parts.length === 0) return 'Shares nothing';
  return `Shares ${parts.map((which) => SHARE_SWITCH_LABELS[which]).join(', ')}`;
}

export { isClientPageShared };

import type { TBalanceSheetResponse } from '@finboard/contracts';
import { LONG_TERM_LIABILITIES, SHORT_TERM_LIABILITIES, type AssetKey } from '@finboard/domain/accounts';

export interface BalanceTab {
  value: string;
  label: string;
  /** The category cards this tab shows, in order; institutions count only these. */
  keys: readonly string[];
}

// The category names live in the domain: the PDF reports print the same ones.
export { ASSET_LABELS, LIABILITY_LABELS } from '@finboard/domain/accounts';

const ALL_ASSET_KEYS: AssetKey[] = ['investment', 'retirement', 'cash', 'depository', 'brokerage', 'others', 'primary_residence', 'other_property'];

/** Spec 02 "Assets": the Retirement tab shows Investment and Retirement; Property the rest. */
export const ASSET_TABS: BalanceTab[] = [
  { value: 'all', label: 'All Assets', keys: ALL_ASSET_KEYS },
  { value: 'retirement', label: 'Retirement Assets', keys: ['investment', 'retirement'] },
  { value: 'property', label: 'Property Assets', keys: ['cash', 'depository', 'brokerage', 'others', 'primary_residence', 'other_property'] },
];

/** Spec 02 "Liabilities": Long Term (autoloan, loan, mortgage, studentLoan) and Short Term (credit). */
export const LIABILITY_TABS: BalanceTab[] = [
  { value: 'all', label: 'All', keys: [...LONG_TERM_LIABILITIES, ...SHORT_TERM_LIABILITIES] },
  { value: 'long', label: 'Long Term', keys: LONG_TERM_LIABILITIES },
  { value: 'short', label: 'Short Term', keys: SHORT_TERM_LIABILITIES },
];

const sumOf = (categories: Record<string, number>, keys: readonly string[]) => keys.reduce((total, key) => total + (categories[key] ?? 0), 0);

export interface TabView {
  totalCents: number;
  categories: { key: string; totalCents: number }[];
  institutions: { id: string; name: string; logoUrl: string | null; totalCents: number }[];
}

/** One tab of the assets or liabilities page: its total, its category cards and the institutions holding them. */
export function tabView(sheet: TBalanceSheetResponse, tab: BalanceTab): TabView {
  return {
    totalCents: sumOf(sheet.categories, tab.keys),
    categories: tab.keys.map((key) => ({ key, totalCents: sheet.categories[key] ?? 0 })),
    institutions: sheet.institutions
      .filter((institution) => tab.keys.some((key) => key in institution.categories))
      .map((institution) => ({
        id: institution.id,
        name: institution.name,
        logoUrl: institution.logoUrl,
        totalCents: sumOf(institution.categories, tab.keys),
      })),
  };
}

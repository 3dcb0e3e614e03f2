import type { TInstitution } from '@finboard/contracts';
import { formatRoundedDollars } from '@finboard/domain/format';

export type InstitutionSort = 'desc' | 'asc';

export const INSTITUTION_SORTS: { value: InstitutionSort; label: string }[] = [
  { value: 'desc', label: 'Large to Small' },
  { value: 'asc', label: 'Small to Large' },
];

/** What an institution is worth to its owner: assets minus liabilities. */
export const netCents = (institution: Pick<TInstitution, 'assetsCents' | 'liabilitiesCents'>) => institution.assetsCents - institution.liabilitiesCents;

/**
 * What the row's amount is, in words (issue 33): 'Assets $1,200', 'Liabilities $500' for a
 * liability-only institution, or all three when it holds both: 'Assets $1,200 · Liabilities $500 · Net $700'.
 */
export function institutionAmountText(institution: Pick<TInstitution, 'assetsCents' | 'liabilitiesCents'>): string {
  const assets = `Assets ${formatRoundedDollars(institution.assetsCents)}`;
  const liabilities = `Liabilities ${formatRoundedDollars(institution.liabilitiesCents)}`;
  if (institution.liabilitiesCents === 0) return assets;
  if (institution.assetsCents === 0) return liabilities;
  return `${assets} · ${liabilities} · Net ${formatRoundedDollars(netCents(institution))}`;
}

/**
 * The table's rows: the applied filter (null = all institutions, so new ones show too), then the
 * chosen order by value; equal values keep the api's order.
 */
export function visibleInstitutions(list: TInstitution[], selected: string[] | null, sort: InstitutionSort): TInstitution[] {
  const shown = selected === null ? list : list.filter((institution) => selected.includes(institution.id));
  const direction = sort === 'desc' ? -1 : 1;
  return [...shown].sort((a, b) => direction * (netCents(a) - netCents(b)));
}

import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { cashFlowTotalsQuery, cashFlowTransactionsQuery, type CashFlowScope } from '../api';
import type { CategoryFilter } from '../lib/categories';
import { autoDirection, type CashFlowDirection } from '../lib/direction';
import { productToday } from '../../../lib/product-today';
import { defaultRange, type CashFlowRange } from '../lib/range';

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The cash-flow page's choices (range, toggle, filters) and the two reads they drive. */
export function useCashFlowPage({ accountId, userId }: { accountId?: string | undefined; userId?: string | undefined }) {
  const today = useMemo(() => productToday(), []);
  const [range, setRange] = useState<CashFlowRange>(() => defaultRange(today));
  const [chosenDirection, setDirection] = useState<CashFlowDirection>('expenses');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [institutionIds, setInstitutionIds] = useState<string[]>([]);

  const scope: CashFlowScope = { startDate: range.startDate, endDate: range.endDate, accountId, institutionIds, userId };
  const totals = useQuery(cashFlowTotalsQuery(scope));
  // The totals do not depend on the toggle, so the side to show is known from them (spec: switch when one side is empty).
  const direction = autoDirection(chosenDirection, totals.data);
  const transactions = useInfiniteQuery(cashFlowTransactionsQuery({ ...scope, direction, category, search: debouncedSearch }));

  return {
    today,
    scope,
    range,
    setRange,
    direction,
    setDirection,
    category,
    setCategory,
    search,
    setSearch,
    institutionIds,
    setInstitutionIds,
    totals,
    transactions,
  };
}

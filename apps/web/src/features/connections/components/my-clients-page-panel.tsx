import type { TMyClient } from '@finboard/contracts';
import { Group, Pagination, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLoader } from '../../../components/app-loader';
import { QueryError } from '../../../components/query-state';
import { myClientsPageQuery } from '../api';
import { nextNetWorthSort, type NetWorthSort } from '../lib/client-list';
import { isFiltered, type MyClientsFilters, NO_FILTERS, PAGE_SIZE_CHOICES, pageQueryOf } from '../lib/my-clients-filters';
import { MyClientsFiltersBar } from './my-clients-filters';
import { ClientsTable } from './my-clients-table';

const SEARCH_REST_MS = 300;

export interface MyClientsPagePanelProps {
  favoriteBusyId: string | null;
  onToggleFavorite: (row: TMyClient) => void;
  onDisconnect: (row: TMyClient) => void;
}

/** The connected clients, a page at a time (10 by default, spec 02 §9), searched and filtered by the server. */
export function MyClientsPagePanel(props: MyClientsPagePanelProps) {
  const [filters, setFilters] = useState<MyClientsFilters>(NO_FILTERS);
  const [search] = useDebouncedValue(filters.search, SEARCH_REST_MS);
  const [sort, setSort] = useState<NetWorthSort>('none');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery(myClientsPageQuery(pageQueryOf({ ...filters, search }, sort, page, pageSize)));
  // A new search, filter, sort or page size starts again at page 1.
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  let body;
  if (query.isPending) body = <AppLoader label="Loading your clients" />;
  else if (query.isError) body = <QueryError query={query} />;
  else if (query.data.clients.length === 0)
    body = <Text c="dimmed">{isFiltered(filters) ? 'No client matches your search and filters.' : 'No clients on this page.'}</Text>;
  else body = <ClientsTable clients={query.data.clients} sort={sort} onSortClick={() => refine(setSort)(nextNetWorthSort(sort))} {...props} />;

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
      <Stack gap="md">
        <MyClientsFiltersBar filters={filters} sources={query.data?.sources ?? []} onChange={refine(setFilters)} />
        {body}
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {total} client{total === 1 ? '' : 's'}
          </Text>
          <Group gap="sm">
            {pages > 1 && <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Pages" size="sm" />}
            <Select
              aria-label="Rows per page"
              data={PAGE_SIZE_CHOICES}
              value={String(pageSize)}
              onChange={(value) => refine(setPageSize)(Number(value ?? 10))}
              allowDeselect={false}
              w={80}
              size="xs"
            />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

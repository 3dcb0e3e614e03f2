import type { TMyClientsPageRow } from '@finboard/contracts';
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { NetWorthSort } from '../lib/client-list';
import { ClientRow, type ClientRowProps } from './my-clients-row';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

const ARIA_SORT = { none: 'none', desc: 'descending', asc: 'ascending' } as const;
const SORT_ARROW = { none: '↕', desc: '↓', asc: '↑' } as const;

export interface ClientsTableProps extends Pick<ClientRowProps, 'onToggleFavorite' | 'onDisconnect'> {
  /** Already in display order. */
  clients: TMyClientsPageRow[];
  sort: NetWorthSort;
  onSortClick: () => void;
  favoriteBusyId: string | null;
}

/** The connected clients; the Net Worth header steps through the spec's sort cycle. */
export function ClientsTable({ clients, sort, onSortClick, favoriteBusyId, ...actions }: ClientsTableProps) {
  return (
    <StackedTable minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Connected clients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Connected Since</Table.Th>
            <Table.Th ta="right" aria-sort={ARIA_SORT[sort]}>
              <UnstyledButton onClick={onSortClick} fw={700} fz="sm">
                Net Worth <span aria-hidden="true">{SORT_ARROW[sort]}</span>
              </UnstyledButton>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((row) => (
            <ClientRow key={row.connection.id} row={row} isFavoriteBusy={favoriteBusyId === row.client.id} {...actions} />
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}

import type { TMonteCarloResults } from '@finboard/contracts';
import { Group, Pagination, Table } from '@mantine/core';
import { memo, useState } from 'react';
import { focusableScrollViewport } from '../../../components/focusable-scroll';
import { PLAN_COLUMNS, planPageCount, planTablePage } from '../lib/plan-view';

const SCROLL_VIEWPORT = focusableScrollViewport('Plan by age, scrolls sideways');

/** The year-by-year plan, 10 rows a page; retirement years are highlighted. Memoised: it follows a drag only when the page has time. */
export const PlanTable = memo(function PlanTable({ results }: { results: TMonteCarloResults }) {
  const [page, setPage] = useState(1);
  const pages = planPageCount(results);
  const current = Math.min(page, pages);
  const rows = planTablePage(results, current);
  return (
    <>
      <Table.ScrollContainer minWidth={960} scrollAreaProps={{ viewportProps: SCROLL_VIEWPORT }}>
        <Table striped={false} highlightOnHover aria-label="Plan by age">
          <Table.Thead>
            <Table.Tr>
              {PLAN_COLUMNS.map((column, index) => (
                <Table.Th key={column} ta={index < 2 ? 'left' : 'right'}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-retired={row.retired || undefined} bg={row.retired ? 'blue.0' : undefined}>
                {row.cells.map((cell, index) => (
                  <Table.Td key={PLAN_COLUMNS[index]} ta={index < 2 ? 'left' : 'right'}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={current} onChange={setPage} aria-label="Plan table pages" />
        </Group>
      )}
    </>
  );
});

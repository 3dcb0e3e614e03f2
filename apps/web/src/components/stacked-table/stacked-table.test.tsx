import { Table, VisuallyHidden } from '@mantine/core';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { StackedTable } from './stacked-table';

function Rows() {
  const [names, setNames] = useState(['Evergreen']);
  return (
    <StackedTable minWidth={640}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Institution Name</Table.Th>
            <Table.Th>Date Linked</Table.Th>
            <Table.Th>
              <VisuallyHidden>More</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {names.map((name) => (
            <Table.Tr key={name}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>Nov 27</Table.Td>
              <Table.Td>
                <button type="button" onClick={() => setNames([...names, 'Summit'])}>
                  Add {name}
                </button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}

const labelsOf = (row: Element) => Array.from(row.children).map((cell) => cell.getAttribute('data-label'));

describe('StackedTable', () => {
  it("labels each cell with its column's visible name, and rows added later too", async () => {
    const { container, getByRole } = renderPage(<Rows />);
    const firstRow = container.querySelector('tbody tr');
    expect(firstRow && labelsOf(firstRow)).toEqual(['Institution Name', 'Date Linked', null]);

    await act(async () => getByRole('button', { name: 'Add Evergreen' }).click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(labelsOf(rows[1]!)).toEqual(['Institution Name', 'Date Linked', null]);
  });
});

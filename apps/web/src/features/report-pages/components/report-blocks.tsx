import { formatDollarsAndCents } from '@finboard/domain/format';
import { SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// The printed page's pieces, the PDF's in HTML: figures, tables, headings (amounts to the cent, as the PDF).

export function SectionHeading({ title, note }: { title: string; note?: string }) {
  return (
    <div>
      <Title order={2} fz={20} mt="lg">
        {title}
      </Title>
      {note && (
        <Text fz="sm" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={3} fz={15} mt="md" mb={4}>
      {children}
    </Title>
  );
}

export interface Figure {
  label: string;
  cents?: number;
  text?: string;
}

/** Headline figures, each named for screen readers as 'label: amount'. */
export function Figures({ items }: { items: readonly Figure[] }) {
  return (
    <SimpleGrid cols={3} spacing="sm" my="xs">
      {items.map((item) => {
        const value = item.text ?? formatDollarsAndCents(item.cents ?? 0);
        return (
          <div key={item.label} aria-label={`${item.label}: ${value}`}>
            <Text fz="xs" c="dimmed">
              {item.label}
            </Text>
            <Text fz="lg" fw={700}>
              {value}
            </Text>
          </div>
        );
      })}
    </SimpleGrid>
  );
}

export interface Column {
  title: string;
  isAmount?: boolean;
}

export function ReportTable({ caption, columns, rows }: { caption: string; columns: readonly Column[]; rows: readonly (readonly string[])[] }) {
  return (
    <Table striped fz="sm" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.title} ta={column.isAmount ? 'right' : undefined}>
              {column.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, at) => (
              <Table.Td key={at} ta={columns[at]?.isAmount ? 'right' : undefined}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function NoData({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" my="sm">
      {children}
    </Text>
  );
}

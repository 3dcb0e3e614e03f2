import { formatCents, formatQuantity } from '@finboard/domain/format';
import { NO_MARKET_DATA, type THolding } from '@finboard/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatSecurityType } from '@finboard/domain/format';
import { marketValueCents } from '../lib/holdings';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

export interface HoldingsTableProps {
  holdings: readonly THolding[];
  /** Where a row leads (the security's summary); none on the summary page itself. */
  linkOf?: (holding: THolding) => string;
}

const COLUMNS = ['Asset Type', 'Ticker', 'Name', 'Value', 'Qty', 'Market Value'] as const;

/** Positions: the institution's value, the quantity, and the value at the quote's price ('Data not available' without one). */
export function HoldingsTable({ holdings, linkOf }: HoldingsTableProps) {
  const navigate = useNavigate();
  return (
    <StackedTable minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover={Boolean(linkOf)} aria-label="Holdings">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} ta={['Value', 'Qty', 'Market Value'].includes(column) ? 'right' : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {holdings.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text c="dimmed" ta="center">
                  No holdings
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {holdings.map((holding) => {
            const href = linkOf?.(holding);
            const marketValue = marketValueCents(holding);
            const ticker = holding.tickerSymbol ?? '—';
            return (
              <Table.Tr key={holding.id} onClick={href ? () => void navigate(href) : undefined} style={href ? { cursor: 'pointer' } : undefined}>
                <Table.Td>{formatSecurityType(holding.securityType)}</Table.Td>
                <Table.Td fw={600}>
                  {href ? (
                    <Anchor component={Link} to={href} onClick={(event) => event.stopPropagation()}>
                      {ticker}
                    </Anchor>
                  ) : (
                    ticker
                  )}
                </Table.Td>
                <Table.Td>{holding.name ?? ''}</Table.Td>
                <Table.Td ta="right">{formatCents(holding.valueCents)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(holding.quantity)}</Table.Td>
                <Table.Td ta="right" c={marketValue === null ? 'dimmed' : undefined}>
                  {marketValue === null ? NO_MARKET_DATA : formatCents(marketValue)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}

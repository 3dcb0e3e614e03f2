import { Stack } from '@mantine/core';
import { formatCardCents } from '../lib/format';
import type { BalanceTotals } from '../lib/report-totals';
import { FigureRow } from './figure-row';

/** Today's assets, liabilities and the net worth they make. */
export function NetWorthFigures({ totals }: { totals: BalanceTotals }) {
  return (
    <Stack gap="sm">
      <FigureRow label="Assets" value={formatCardCents(totals.assetsCents)} />
      <FigureRow label="Liabilities" value={formatCardCents(totals.liabilitiesCents)} />
      <FigureRow label="Net Worth" value={formatCardCents(totals.netWorthCents)} isTotal color={totals.netWorthCents < 0 ? 'red.7' : undefined} />
    </Stack>
  );
}

import { formatRoundedDollars } from '@finboard/domain/format';
import { Stack } from '@mantine/core';
import type { BalanceTotals } from '../lib/report-totals';
import { FigureRow } from './figure-row';

/** Today's assets, liabilities and the net worth they make. */
export function NetWorthFigures({ totals }: { totals: BalanceTotals }) {
  return (
    <Stack gap="sm">
      <FigureRow label="Assets" value={formatRoundedDollars(totals.assetsCents)} />
      <FigureRow label="Liabilities" value={formatRoundedDollars(totals.liabilitiesCents)} />
      <FigureRow label="Net Worth" value={formatRoundedDollars(totals.netWorthCents)} isTotal color={totals.netWorthCents < 0 ? 'red.9' : undefined} />
    </Stack>
  );
}

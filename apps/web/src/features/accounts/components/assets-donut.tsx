import { formatDollars } from '@finboard/domain/format';
import type { TAccount } from '@finboard/contracts';
import { Text } from '@mantine/core';
import { DonutChart } from '../../../components/charts/donut-chart';
import { assetsBySubtype } from '../lib/account-details';

/** The institution's assets by account subtype. */
export function AssetsDonut({ assets }: { assets: TAccount[] }) {
  const data = assetsBySubtype(assets);
  if (data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No assets at this institution.
      </Text>
    );
  }
  const summary = data.map((slice) => `${slice.name} ${formatDollars(slice.value)}`).join(', ');
  return <DonutChart data={data} formatValue={formatDollars} label={`Assets by account subtype: ${summary}`} height={220} />;
}

import { Badge, Tooltip } from '@mantine/core';

/** Shown whenever prices come from the simulated market-data provider, so no one takes them for the market's. */
export function SimulatedBadge({ simulated }: { simulated: boolean }) {
  if (!simulated) return null;
  return (
    <Tooltip label="Prices are simulated, not real market data" withArrow>
      <Badge color="yellow" variant="light" radius="sm">
        Simulated quotes
      </Badge>
    </Tooltip>
  );
}

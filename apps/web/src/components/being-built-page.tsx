import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ChartIcon } from './icons';
import { PageTitle } from './page-title';

/** The shared stand-in for an area of the product that a later change fills in. */
export function BeingBuiltPage({ area }: { area: string }) {
  return (
    <Stack gap="lg">
      <PageTitle title={area} />
      <Title order={2}>{area}</Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={48} radius="xl" variant="light">
            <ChartIcon size={24} />
          </ThemeIcon>
          <Text fw={600} fz="lg">
            This area is being built
          </Text>
          <Text c="dimmed" ta="center" maw={420}>
            {area} is on its way. Everything else in your account works as usual.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

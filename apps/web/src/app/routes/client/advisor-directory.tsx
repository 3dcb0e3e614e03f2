import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { AdvisorCategoryNav } from '../../../features/directory/components/client/advisor-category-nav';
import { DirectoryDisclaimers } from '../../../features/directory/components/directory-disclaimers';
import { zipCodeParam } from '../../../features/directory/hooks/use-category-advisors';

/** /client/advisor-directory: the categories on the left and a prompt to choose one; nothing loads yet (spec 02). */
export function Component() {
  const [search] = useSearchParams();
  const zipCode = zipCodeParam(search);
  return (
    <Stack gap="lg">
      <PageTitle title="Advisor Directory" />
      <Title order={1} fz="h2">
        Advisor Directory
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AdvisorCategoryNav active={null} zipCode={zipCode ?? undefined} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>Choose an advisor category to see its advisors.</Text>
            <Text fz="sm" c="dimmed" mt={4}>
              {zipCode ? `Advisors near ${zipCode} come first.` : 'Advisors from everywhere are listed.'}
            </Text>
          </Paper>
        </Grid.Col>
      </Grid>
      <DirectoryDisclaimers />
    </Stack>
  );
}

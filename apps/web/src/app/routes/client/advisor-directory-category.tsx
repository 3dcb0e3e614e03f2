import { categoryLabel, findAdvisorCategory } from '@finboard/domain';
import { Alert, Center, Grid, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PageTitle } from '../../../components/page-title';
import { AdvisorCategoryNav } from '../../../features/directory/components/client/advisor-category-nav';
import { ClientAdvisorCards } from '../../../features/directory/components/client/client-advisor-cards';
import { DirectoryDisclaimers } from '../../../features/directory/components/directory-disclaimers';
import { EMPTY_CATEGORY_MESSAGE, useCategoryAdvisors, zipCodeParam } from '../../../features/directory/hooks/use-category-advisors';
import { QueryError } from '../../../components/query-state';

/**
 * /client/advisor-directory/{categoryAcr}?zipCode= (spec 02): categories on the left, the category's
 * advisors on the right in three columns, a spinner while they load, the spec's message when there
 * are none. Near the ZIP code when one is given, else everywhere.
 */
export function Component() {
  const { categoryAcr = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const category = findAdvisorCategory(categoryAcr) ?? null;
  const zipCode = zipCodeParam(search);
  const pageNumber = Number(search.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, 1000) : 1;
  const advisors = useCategoryAdvisors({ category: category?.acronym ?? null, zipCode, page });

  const goToPage = (next: number) => {
    const params = new URLSearchParams(search);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearch(params);
    window.scrollTo({ top: 0 });
  };

  let results;
  if (!category) {
    results = <FormAlert message="Choose one of the advisor categories" />;
  } else if (advisors.isLoadingCards) {
    results = (
      <Center py={64} role="status" aria-label="Loading advisors">
        <Loader />
      </Center>
    );
  } else if (advisors.isError) {
    results = <QueryError query={advisors} />;
  } else if (advisors.data) {
    const { data } = advisors;
    const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
    results =
      data.advisors.length === 0 ? (
        <Stack gap="sm">
          {zipCode && !data.zipKnown && <Alert color="yellow" variant="light">{`We couldn't find ZIP code ${zipCode}.`}</Alert>}
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>{EMPTY_CATEGORY_MESSAGE}</Text>
          </Paper>
        </Stack>
      ) : (
        <Stack gap="lg">
          <ClientAdvisorCards advisors={data.advisors} columns={3} zipCode={zipCode ?? undefined} />
          {pages > 1 && (
            <Group justify="center" component="nav" aria-label="Result pages">
              <Pagination total={pages} value={Math.min(page, pages)} onChange={goToPage} />
            </Group>
          )}
        </Stack>
      );
  }

  const heading = category ? categoryLabel(category.acronym) : 'Advisor Directory';
  return (
    <Stack gap="lg">
      <PageTitle title={`${heading} | Advisor Directory`} />
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {heading}
        </Title>
        {category && (
          <Text c="dimmed" fz="sm">
            {zipCode ? `Advisors near ${zipCode}` : 'Advisors from everywhere'}
          </Text>
        )}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AdvisorCategoryNav active={category?.acronym ?? null} zipCode={zipCode ?? undefined} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} component="section" aria-label="Results">
          {results}
        </Grid.Col>
      </Grid>
      <DirectoryDisclaimers />
    </Stack>
  );
}

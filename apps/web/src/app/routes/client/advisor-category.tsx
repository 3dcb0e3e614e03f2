import { Alert, Anchor, Box, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { ClientAdvisorCards } from '../../../features/directory/components/client/client-advisor-cards';
import { DirectoryDisclaimers } from '../../../features/directory/components/directory-disclaimers';
import { AdvisorListFilters, AdvisorResults, NoAdvisorsNear } from '../../../features/directory/components/list/advisor-list-parts';
import { useAdvisorList } from '../../../features/directory/hooks/use-advisor-list';
import { QueryError } from '../../../components/query-state';

/**
 * /client/advisor-category/{zip}?intent= (spec 02): advisors near a ZIP code for a signed-in client,
 * with the public list's filters in the URL (category or the landing page's intent, radius, client
 * types, grid or list, page), four columns, the client's own action on each card and profiles in a
 * new tab.
 */
export function Component() {
  const { zip: zipText = '' } = useParams();
  const { filters, zip, query, update, heading, hasNarrowingFilters } = useAdvisorList(zipText);
  const data = query.data;

  let results;
  if (zip === null || (data && !query.isPlaceholderData && !data.zipKnown)) {
    results = (
      <Stack gap="sm" align="flex-start">
        <Alert color="yellow" variant="light" role="alert">{`We couldn't find ZIP code ${zipText}. Check it and try again.`}</Alert>
        <Button component={Link} to={paths.clientAdvisorSearch()} variant="default">
          Search again
        </Button>
      </Stack>
    );
  } else if (query.isPending) {
    results = (
      <Center py={64} role="status" aria-label="Loading advisors">
        <Loader />
      </Center>
    );
  } else if (query.isError) {
    results = <QueryError query={query} />;
  } else if (data && data.total === 0) {
    results = (
      <NoAdvisorsNear filters={filters} zip={zip} update={update} hasNarrowingFilters={hasNarrowingFilters}>
        <Button component={Link} to={paths.clientAdvisorDirectory()} variant="default">
          Browse the advisor directory
        </Button>
      </NoAdvisorsNear>
    );
  } else if (data) {
    results = (
      <AdvisorResults data={data} filters={filters} update={update} isFetching={query.isFetching} isPlaceholderData={query.isPlaceholderData}>
        <ClientAdvisorCards advisors={data.advisors} columns={4} layout={filters.view} zipCode={zip ?? undefined} />
      </AdvisorResults>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={`Advisors near ${zip ?? zipText}`} />
      <Anchor component={Link} to={paths.clientAdvisorSearch()} fz="sm" w="fit-content">
        ← Back to Advisor Search
      </Anchor>
      <Title order={1} fz="h2">
        {heading}
      </Title>
      <AdvisorListFilters filters={filters} update={update} layoutLabelId="client-advisor-list-layout" />
      <Box component="section" aria-label="Results">
        {results}
      </Box>
      <DirectoryDisclaimers />
    </Stack>
  );
}

import type { TPublicAdvisorCard } from '@finboard/contracts';
import { widerRadius } from '@finboard/domain';
import { Anchor, Box, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { productUserParam } from '../../../../config/env';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session';
import { useAdvisorList } from '../../hooks/use-advisor-list';
import { listQueryOf } from '../../lib/list-filters';
import { AdvisorCard } from '../advisor-card';
import { AdvisorGrid } from '../advisor-grid';
import { DirectoryDisclaimers } from '../directory-disclaimers';
import { ConnectAction } from '../connect-action';
import { AdvisorListFilters, AdvisorResults, NoAdvisorsNear } from './advisor-list-parts';
import { ZipNotFound } from './zip-not-found';
import { QueryError } from '../../../../components/query-state';

// The connect funnel's modals load on the first Connect.
const ConnectFunnel = lazy(() => import('../funnel/connect-funnel').then((m) => ({ default: m.ConnectFunnel })));

/**
 * /advisor-list/{zip}: 'Advisors near {zip}' (spec 02): the filters live in the URL (category or
 * landing intent, client types, radius, grid or list, page), the cards link to public profiles,
 * and a visitor or client can Connect from a card.
 */
export function AdvisorListView({ zipText }: { zipText: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { filters, zip, query, update, heading, hasNarrowingFilters } = useAdvisorList(zipText);
  const [funnel, setFunnel] = useState<{ advisor: TPublicAdvisorCard; opened: boolean } | null>(null);

  const searchZip = (nextZip: string) => {
    navigate(paths.advisorList(nextZip, listQueryOf({ ...filters, page: 1 })));
  };

  const data = query.data;
  const profileQuery = { [productUserParam]: user ? 'true' : 'false' };
  const role = user?.role ?? null;

  let results;
  if (zip === null || (data && !query.isPlaceholderData && !data.zipKnown)) {
    results = <ZipNotFound key={zipText} zipText={zipText} onSearch={searchZip} />;
  } else if (query.isPending) {
    results = (
      <Center py={64} role="status" aria-label="Loading advisors">
        <Loader />
      </Center>
    );
  } else if (query.isError) {
    results = (
      <Stack gap="sm" align="flex-start">
        <QueryError query={query} />
      </Stack>
    );
  } else if (data && data.total === 0) {
    results = (
      <NoAdvisorsNear filters={filters} zip={zip} update={update} hasNarrowingFilters={hasNarrowingFilters}>
        {!widerRadius(filters.radius) && !hasNarrowingFilters && (
          <Button component={Link} to={paths.advisorSearch()} variant="default">
            Search somewhere else
          </Button>
        )}
      </NoAdvisorsNear>
    );
  } else if (data) {
    results = (
      <AdvisorResults
        data={data}
        filters={filters}
        update={update}
        isFetching={query.isFetching}
        isPlaceholderData={query.isPlaceholderData}
        paginationProps={{ getItemProps: (page) => ({ 'aria-label': `Page ${page}` }) }}
      >
        <AdvisorGrid columns={5} layout={filters.view} label="Advisors">
          {data.advisors.map((advisor) => (
            <AdvisorCard
              key={advisor.id}
              advisor={advisor}
              layout={filters.view}
              profileHref={paths.advisorPublicProfile(advisor.id, profileQuery)}
              action={<ConnectAction advisor={advisor} role={role} onConnect={(chosen) => setFunnel({ advisor: chosen, opened: true })} />}
            />
          ))}
        </AdvisorGrid>
      </AdvisorResults>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={`Advisors near ${zip ?? zipText}`} />
      <Anchor component={Link} to={paths.advisorSearch()} fz="sm" w="fit-content">
        ← Back to Find an Advisor
      </Anchor>
      <Title order={1} fz={{ base: 24, md: 30 }}>
        {heading}
      </Title>

      <AdvisorListFilters filters={filters} update={update} layoutLabelId="advisor-list-layout" />

      <Box component="section" aria-label="Results">
        {results}
      </Box>

      <DirectoryDisclaimers />

      {funnel && (
        <Suspense fallback={null}>
          <ConnectFunnel
            advisor={funnel.advisor}
            opened={funnel.opened}
            onClose={() => setFunnel({ ...funnel, opened: false })}
            source="Directory"
            {...(zip ? { zipCode: zip } : {})}
          />
        </Suspense>
      )}
    </Stack>
  );
}

import type { TPublicAdvisorProfile } from '@finboard/contracts';
import { Anchor, Avatar, Badge, Breadcrumbs, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { paths } from '../../../../config/paths';
import { isAppError } from '../../../../lib/app-error';
import { useSession } from '../../../../lib/session';
import { publicAdvisorQuery } from '../../api';
import { advisorNameOf, categoryLabelsOf, placeOf } from '../../lib/advisor-card';
import { calendarHrefOf, directoryRegisterPath, memberSinceText, profileFacts, profileLinks } from '../../lib/public-profile';
import { ConnectAction } from '../connect-action';
import { DirectoryDisclaimers } from '../directory-disclaimers';
import { RatingStars } from '../rating-stars';
import { QueryError } from '../../../../components/query-state';

const ConnectFunnel = lazy(() => import('../funnel/connect-funnel').then((m) => ({ default: m.ConnectFunnel })));

/** /advisor-profile/{id}: an advisor's public profile; an unknown advisor goes to the 404 page. */
export function AdvisorPublicProfileView({ advisorId }: { advisorId: string }) {
  const query = useQuery(publicAdvisorQuery(advisorId));
  const navigate = useNavigate();
  const isNotFound = isAppError(query.error) && query.error.status === 404;

  useEffect(() => {
    if (isNotFound) navigate(paths.notFound(), { replace: true });
  }, [isNotFound, navigate]);

  return (
    <Stack gap="lg">
      <PageTitle title={query.data ? advisorNameOf(query.data.advisor) : 'Advisor Profile'} />
      <Breadcrumbs>
        <Anchor component={Link} to={paths.advisorSearch()}>
          Find an Advisor
        </Anchor>
        <Text>Advisor Profile</Text>
      </Breadcrumbs>
      {query.isPending || isNotFound ? (
        <Stack gap="md" role="status" aria-label="Loading advisor profile">
          <Skeleton h={180} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      ) : query.isError ? (
        <Stack gap="sm" align="flex-start">
          <QueryError query={query} />
        </Stack>
      ) : (
        <ProfileDetails advisor={query.data.advisor} />
      )}
      <DirectoryDisclaimers />
    </Stack>
  );
}

function ProfileDetails({ advisor }: { advisor: TPublicAdvisorProfile }) {
  const { user } = useSession();
  const role = user?.role ?? null;
  const [funnel, setFunnel] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const name = advisorNameOf(advisor);
  const place = placeOf(advisor);
  const categories = categoryLabelsOf(advisor.categories);
  const calendarHref = calendarHrefOf(advisor.calendarLink);
  const memberSince = memberSinceText(advisor.memberSince);
  const facts = profileFacts(advisor);
  const links = profileLinks(advisor);
  // Without a calendar, speaking starts with connecting: only for someone who could connect now.
  const link = role === 'client' ? advisor.viewerConnection : null;
  const mayConnect = (role === null || role === 'client') && (!link || link.status === 'declined' || link.status === 'disconnected');
  const navigate = useNavigate();
  // Spec 02 §2: a logged-out Connect on the profile goes to registration, which makes the request once
  // the account exists; the dialogs stay for a signed-in client here and for the public list's cards.
  const openFunnel = () => {
    if (role === null) void navigate(directoryRegisterPath(advisor.id));
    else setFunnel('open');
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby="advisor-name">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group gap="lg" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={advisor.photoUrl} name={name} color="initials" alt={name} size={112} radius="xl" />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 24, md: 30 }} id="advisor-name">
                {name}
              </Title>
              {advisor.profession && <Text fw={500}>{advisor.profession}</Text>}
              {categories.length > 0 && (
                <Group gap={6} role="list" aria-label="Categories">
                  {categories.map((category) => (
                    <Badge key={category} role="listitem" variant="light" tt="none" radius="sm">
                      {category}
                    </Badge>
                  ))}
                </Group>
              )}
              {advisor.firmName && <Text c="dimmed">{advisor.firmName}</Text>}
              {place && <Text c="dimmed">{place}</Text>}
              <RatingStars rating={advisor.rating} place="profile" size="md" />
              {memberSince && (
                <Text fz="sm" c="dimmed">
                  {memberSince}
                </Text>
              )}
            </Stack>
          </Group>
          <Stack gap="sm" align="flex-end">
            {advisor.companyLogoUrl && (
              <Image src={advisor.companyLogoUrl} alt={advisor.firmName ? `${advisor.firmName} logo` : 'Company logo'} h={56} w="auto" fit="contain" />
            )}
            <Group gap="sm">
              {calendarHref ? (
                <Button component="a" href={calendarHref} target="_blank" rel="noopener noreferrer" size="md">
                  Speak with Advisor
                </Button>
              ) : (
                mayConnect && (
                  <Button onClick={openFunnel} aria-haspopup={role === null ? undefined : 'dialog'} size="md">
                    Speak with Advisor
                  </Button>
                )
              )}
              <ConnectAction advisor={advisor} role={role} onConnect={openFunnel} size="md" opensDialog={role !== null} />
            </Group>
          </Stack>
        </Group>
        {advisor.description && (
          <Text mt="lg" style={{ whiteSpace: 'pre-line' }}>
            {advisor.description}
          </Text>
        )}
      </Paper>

      <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby="advisor-details">
        <Stack gap="md">
          <Title order={2} fz="lg" id="advisor-details">
            Professional Details
          </Title>
          {facts.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="dl" m={0}>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <Text component="dt" fz="sm" c="dimmed">
                    {fact.label}
                  </Text>
                  <Text component="dd" m={0}>
                    {fact.value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          )}
          {advisor.clientTypes.length > 0 && (
            <Stack gap={6}>
              <Text fz="sm" c="dimmed" id="advisor-client-types">
                Client Types
              </Text>
              <Group gap="xs" role="list" aria-labelledby="advisor-client-types">
                {advisor.clientTypes.map((type) => (
                  <Badge key={type} role="listitem" variant="light" color="gray" tt="none" radius="sm" fw={500}>
                    {type}
                  </Badge>
                ))}
              </Group>
            </Stack>
          )}
          {links.length > 0 && (
            <Stack gap={6}>
              <Text fz="sm" c="dimmed">
                Links
              </Text>
              <Group gap="lg">
                {links.map((item) => (
                  <Anchor key={item.label} href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.label}
                  </Anchor>
                ))}
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>

      {funnel !== 'unopened' && (
        <Suspense fallback={null}>
          <ConnectFunnel advisor={advisor} opened={funnel === 'open'} onClose={() => setFunnel('closed')} source="Directory" />
        </Suspense>
      )}
    </Stack>
  );
}

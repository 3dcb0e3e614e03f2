import { Anchor, Breadcrumbs, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isAppError } from '../../../lib/app-error';
import { advisorProfileQuery } from '../api';
import { speakWithAdvisorHref } from '../lib/advisor-facts';
import { AdvisorPublicDetails } from './advisor-public-details';
import { QueryError } from '../../../components/query-state';

/** /advisor/profile/:uid: an advisor's public profile, read-only; not an advisor → the 404 page. */
export function AdvisorProfileView({ userId }: { userId: string }) {
  const query = useQuery(advisorProfileQuery(userId));
  const navigate = useNavigate();
  const isNotFound = isAppError(query.error) && query.error.status === 404;

  useEffect(() => {
    if (isNotFound) navigate(paths.notFound(), { replace: true });
  }, [isNotFound, navigate]);

  return (
    <Stack gap="lg">
      {/* Spec 02: 'My Advisors > Advisors Profile', with '>' (Mantine's default is '/'). */}
      <Breadcrumbs separator=">" aria-label="Breadcrumb">
        <Anchor component={Link} to={paths.clientBoardAdvisor()}>
          My Advisors
        </Anchor>
        <Text>Advisors Profile</Text>
      </Breadcrumbs>
      {query.isPending || isNotFound ? (
        <Stack gap="md" role="status" aria-label="Loading advisor profile">
          <Skeleton h={160} radius="lg" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      ) : query.isError ? (
        <QueryError query={query} />
      ) : (
        <AdvisorPublicDetails
          profile={query.data.profile}
          actions={<SpeakWithAdvisor href={speakWithAdvisorHref(query.data.profile.advisor?.calendarLink, query.data.profile.email)} />}
        />
      )}
    </Stack>
  );
}

/** The calendar opens in a new tab; an email opens the mail app. */
function SpeakWithAdvisor({ href }: { href: string }) {
  const external = href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Button component="a" href={href} {...external}>
      Speak with Advisor
    </Button>
  );
}

import { Avatar, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { publicAdvisorQuery } from '../../api';
import { advisorNameOf } from '../../lib/advisor-card';

/**
 * On the sign-up page of a link naming an advisor: who the new account will be connected with.
 * An id the directory does not know shows nothing (the api decides at registration).
 */
export function ConnectingAdvisorNotice({ advisorId }: { advisorId: string }) {
  const query = useQuery(publicAdvisorQuery(advisorId));
  if (query.isPending) return <Skeleton h={56} radius="md" role="status" aria-label="Loading your advisor" />;
  if (query.isError) return null;
  const { advisor } = query.data;
  const name = advisorNameOf(advisor);
  return (
    <Paper withBorder radius="md" p="sm" role="status">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={advisor.photoUrl} name={name} color="initials" alt="" size={40} radius="xl" />
        <Text fz="sm">{`You'll be connected with ${name} after you sign up`}</Text>
      </Group>
    </Paper>
  );
}

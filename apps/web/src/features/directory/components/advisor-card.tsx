import type { TPublicAdvisorCard } from '@finboard/contracts';
import { Anchor, Avatar, Badge, Box, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { advisorNameOf, categoryLabelsOf, clientTypesPreview, distanceText, placeOf } from '../lib/advisor-card';
import { RatingStars } from './rating-stars';

export interface AdvisorCardProps {
  advisor: TPublicAdvisorCard;
  layout: 'grid' | 'list';
  profileHref: string;
  /** Opens the profile in a new tab (the category directory does, spec 02). */
  profileInNewTab?: boolean;
  /** The page's button for this advisor: Connect, 'connection request sent', Accept, Remove… */
  action?: ReactNode;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** One advisor in a directory: who, what, where, how rated, for whom, and the page's action. */
export function AdvisorCard({ advisor, layout, profileHref, profileInNewTab = false, action }: AdvisorCardProps) {
  const name = advisorNameOf(advisor);
  const place = placeOf(advisor);
  const distance = distanceText(advisor.distanceMiles);
  const categories = categoryLabelsOf(advisor.categories);
  const types = clientTypesPreview(advisor.clientTypes);
  const linkTarget = profileInNewTab ? NEW_TAB : {};
  const isList = layout === 'list';

  const identity = (
    <Stack gap={4} align={isList ? 'flex-start' : 'center'} ta={isList ? 'left' : 'center'} style={{ minWidth: 0 }}>
      <Title order={3} fz="md" lh={1.3}>
        <Anchor component={Link} to={profileHref} inherit c="dark.8" {...linkTarget}>
          {name}
        </Anchor>
      </Title>
      {advisor.profession && (
        <Text fz="sm" fw={500}>
          {advisor.profession}
        </Text>
      )}
      {categories.length > 0 && (
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {categories.join(' · ')}
        </Text>
      )}
      {advisor.firmName && (
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {advisor.firmName}
        </Text>
      )}
      {(place || distance) && (
        <Text fz="sm" c="dimmed">
          {place}
          {place && distance ? ' · ' : ''}
          {distance && (
            <Text span inherit fw={600} c="brand.7">
              {distance}
            </Text>
          )}
        </Text>
      )}
      <RatingStars rating={advisor.rating} place="card" />
    </Stack>
  );

  const clientTypes = types.visible.length > 0 && (
    <Group gap={6} justify={isList ? 'flex-start' : 'center'} aria-label="Client types" role="list">
      {types.visible.map((type) => (
        <Badge key={type} role="listitem" variant="light" color="gray" radius="sm" tt="none" fw={500}>
          {type}
        </Badge>
      ))}
      {types.hidden.length > 0 && (
        <Tooltip label={types.hidden.join(', ')} withArrow multiline maw={260}>
          <Badge
            role="listitem"
            variant="outline"
            color="gray"
            radius="sm"
            tt="none"
            fw={500}
            aria-label={`${types.hidden.length} more: ${types.hidden.join(', ')}`}
          >
            +{types.hidden.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );

  const buttons = (
    <Group gap="xs" justify={isList ? 'flex-end' : 'center'} wrap="wrap">
      <Button component={Link} to={profileHref} variant="default" size="sm" {...linkTarget}>
        View Profile
      </Button>
      {action}
    </Group>
  );

  const avatar = <Avatar src={advisor.photoUrl} name={name} color="initials" alt={name} size={isList ? 72 : 88} radius="xl" />;

  if (isList) {
    return (
      <Paper component="article" aria-label={name} withBorder p="lg" h="100%">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          {avatar}
          <Group justify="space-between" align="flex-start" gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Stack gap="sm" style={{ flex: 1, minWidth: 200 }}>
              {identity}
              {clientTypes}
            </Stack>
            {buttons}
          </Group>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper component="article" aria-label={name} withBorder p="lg" h="100%">
      <Stack gap="md" align="center" h="100%" justify="space-between">
        <Stack gap="sm" align="center" w="100%">
          {avatar}
          {identity}
          {clientTypes}
        </Stack>
        <Box w="100%">{buttons}</Box>
      </Stack>
    </Paper>
  );
}

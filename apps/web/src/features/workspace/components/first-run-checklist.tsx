import type { FirstRunStep } from '@finboard/domain/workspace';
import { Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { firstRunQuery } from '../api';

/** Where each step is done. */
const STEP_HREFS: Readonly<Record<FirstRunStep, string>> = {
  profile: paths.userProfile(),
  plan: paths.subscribe(),
  link: paths.advisorClientLinking(),
  client: paths.advisorClientLinking(),
};

/**
 * A new advisor's first steps above the dashboard (issue 34): a dashboard of zeros says nothing
 * about what to do first. Each step ticks itself from the advisor's data (the api decides) and the
 * panel goes away once all are done. It shows nothing while loading or if it cannot be read: the
 * dashboard below is the page, this is a guide to it.
 */
export function FirstRunChecklist() {
  const query = useQuery(firstRunQuery());
  if (!query.data || query.data.isComplete) return null;
  const { items } = query.data;
  const doneCount = items.filter((item) => item.isDone).length;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="first-run-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id="first-run-title">
            Get started
          </Title>
          <Text fz="sm" c="dimmed">
            {doneCount} of {items.length} done
          </Text>
        </Group>
        <Progress value={(doneCount / items.length) * 100} aria-label={`${doneCount} of ${items.length} steps done`} size="sm" />
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <Group component="li" key={item.step} gap="sm" wrap="nowrap">
              <ThemeIcon radius="xl" size="md" variant={item.isDone ? 'filled' : 'light'} color={item.isDone ? 'teal' : 'gray'} aria-hidden>
                {item.isDone ? '✓' : index + 1}
              </ThemeIcon>
              {item.isDone ? (
                <Text fz="sm" c="dimmed" td="line-through">
                  {item.label}
                  <VisuallyHidden> (done)</VisuallyHidden>
                </Text>
              ) : (
                <Anchor component={Link} to={STEP_HREFS[item.step]} fz="sm">
                  {item.label}
                </Anchor>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

import { ADVISOR_CATEGORIES } from '@finboard/domain';
import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

export interface AdvisorCategoryNavProps {
  /** The category shown (canonical acronym), or null before one is chosen. */
  active: string | null;
  /** Kept on every link so a chosen ZIP code stays. */
  zipCode?: string | undefined;
}

/** The category directory's left column: every advisor category (spec 01 §3), the shown one marked. */
export function AdvisorCategoryNav({ active, zipCode }: AdvisorCategoryNavProps) {
  return (
    <Paper withBorder p="xs" component="nav" aria-label="Advisor categories">
      <Stack gap={2}>
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={6}>
          Categories
        </Text>
        {ADVISOR_CATEGORIES.map((category) => {
          const isActive = category.acronym === active;
          return (
            <NavLink
              key={category.acronym}
              component={Link}
              to={paths.clientAdvisorDirectoryCategory(category.acronym, zipCode ? { zipCode } : undefined)}
              label={category.name}
              description={category.acronym}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}

import { Box, SimpleGrid, Stack } from '@mantine/core';
import { Children, isValidElement, type ReactNode } from 'react';

export interface AdvisorGridProps {
  /** Columns at the widest size: 5 on the public list, 4 on search, 3 in the category directory (spec 01 §9). */
  columns: 3 | 4 | 5;
  layout?: 'grid' | 'list';
  /** Names the list for screen readers, e.g. 'Advisors'. */
  label: string;
  children: ReactNode;
}

/**
 * Advisor cards as a list: in the grid layout the given columns on the widest screens, then 4 (lg),
 * 3 (md) and 1 (small screens); in the list layout one card a row.
 */
export function AdvisorGrid({ columns, layout = 'grid', label, children }: AdvisorGridProps) {
  const items = Children.toArray(children).map((child, index) => (
    <Box role="listitem" key={isValidElement(child) && child.key !== null ? child.key : index} h="100%">
      {child}
    </Box>
  ));
  if (layout === 'list') {
    return (
      <Stack gap="md" role="list" aria-label={label}>
        {items}
      </Stack>
    );
  }
  return (
    <SimpleGrid
      role="list"
      aria-label={label}
      spacing="lg"
      verticalSpacing="lg"
      cols={{ base: 1, md: Math.min(columns, 3), lg: Math.min(columns, 4), xl: columns }}
    >
      {items}
    </SimpleGrid>
  );
}

import { Group, Rating, Text, Tooltip, type MantineSize } from '@mantine/core';
import { ratingDisplay } from '../lib/advisor-card';

export interface RatingStarsProps {
  rating: { average: number | null; count: number };
  /** A card shows the static 5 before anyone rated, a profile 4 (spec 01 §9). */
  place: 'card' | 'profile';
  size?: MantineSize;
}

/**
 * Display-only stars in half steps, read as one image: 'Rated 4.5 out of 5 by 12 clients', or
 * 'No ratings yet' (also the tooltip) while the static stars stand in.
 */
export function RatingStars({ rating, place, size = 'sm' }: RatingStarsProps) {
  const shown = ratingDisplay(rating, place);
  return (
    <Tooltip label={shown.label} withArrow openDelay={200}>
      <Group gap={6} wrap="nowrap" role="img" aria-label={shown.label} w="fit-content">
        <Rating value={shown.stars} fractions={2} readOnly size={size} aria-hidden="true" />
        {!shown.isPlaceholder && (
          <Text span fz="xs" c="dimmed" aria-hidden="true">
            {shown.stars.toFixed(1)} ({shown.count})
          </Text>
        )}
      </Group>
    </Tooltip>
  );
}

import type { TMyAdvisor } from '@finboard/contracts';
import { displayedRating, isValidRating } from '@finboard/domain';
import { Group, Rating, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useRateAdvisor } from '../api';
import { ratingSummaryLabel, ratingSummaryText, starChoiceLabel } from '../lib/advisor-rating';

export interface AdvisorRatingProps {
  entry: TMyAdvisor;
  advisorName: string;
}

/**
 * An advisor's stars on the Board (spec 01 §9: half steps). A connected client sets their own
 * rating (a group of radio buttons, one per half star) beside everyone's average and count; a pending
 * advisor shows the average read-only, the spec's static 5 standing in while nobody has rated.
 */
export function AdvisorRating({ entry, advisorName }: AdvisorRatingProps) {
  const rate = useRateAdvisor();
  const summary = ratingSummaryText(entry.rating);
  if (entry.connection.status !== 'connected') {
    return (
      <Group gap={8} wrap="nowrap">
        <Rating value={displayedRating(entry.rating, 'card').stars} fractions={2} readOnly size="sm" role="img" aria-label={ratingSummaryLabel(entry.rating)} />
        <Text fz="xs" c="dimmed" aria-hidden="true">
          {summary}
        </Text>
      </Group>
    );
  }

  // While a new rating is saved it shows already; a refusal puts the saved one back.
  const stars = rate.isPending ? rate.variables.stars : (entry.myRating ?? 0);
  const choose = (value: number) => {
    if (!isValidRating(value) || value === entry.myRating) return;
    rate.mutate({ advisorId: entry.advisor.id, stars: value }, { onError: (error) => notifyError(errorMessage(error), 'Rating not saved') });
  };
  return (
    <Stack gap={2}>
      <Group gap={8} wrap="nowrap">
        <Rating
          value={stars}
          onChange={choose}
          fractions={2}
          size="sm"
          role="radiogroup"
          aria-label={`Your rating of ${advisorName}`}
          getSymbolLabel={starChoiceLabel}
        />
        <Text fz="xs" c="dimmed">
          {summary}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        {entry.myRating === null ? 'Rate this advisor' : `Your rating: ${starChoiceLabel(entry.myRating)}`}
      </Text>
    </Stack>
  );
}

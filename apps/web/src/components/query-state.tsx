import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/app-error';

/** A spinner that says what is loading (a live region, so screen readers hear it). */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader size="sm" />
    </Center>
  );
}

/** A failed read: what went wrong, and Retry, which asks again (busy while it does). */
export function ErrorWithRetry({ error, onRetry, isRetrying = false }: { error: unknown; onRetry: () => void; isRetrying?: boolean }) {
  return (
    <Alert color="red" variant="light" role="alert" title="This could not be loaded">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={isRetrying}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

/** A failed query's message and Retry. */
export function QueryError({ query }: { query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'> }) {
  return <ErrorWithRetry error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
}

/**
 * The one way a page shows a read: its spinner (or the page's own skeleton) while pending, its error
 * with Retry when it failed, else its data's view.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel?: string;
  /** The page's own placeholder of its layout, instead of a spinner. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return skeleton ?? <LoadingState label={loadingLabel} />;
  if (query.isError) return <QueryError query={query} />;
  return <>{children(query.data)}</>;
}

import { Alert, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/app-error';

/** A query's loader or error, else its data's view. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loader aria-label="Loading" />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  return <>{children(query.data)}</>;
}

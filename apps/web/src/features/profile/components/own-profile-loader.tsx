import type { TProfile } from '@finboard/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLoader } from '../../../components/app-loader';
import { ownProfileQuery } from '../api';
import { QueryError } from '../../../components/query-state';

/** Loads the signed-in user's profile, then renders its children with it. */
export function OwnProfileLoader({ children }: { children: (profile: TProfile) => ReactNode }) {
  const query = useQuery(ownProfileQuery());
  if (query.isPending) return <AppLoader label="Loading profile" />;
  if (query.isError) return <QueryError query={query} />;
  return children(query.data.profile);
}

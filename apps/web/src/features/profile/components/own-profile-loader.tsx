import type { TProfile } from '@finboard/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLoader } from '../../../components/app-loader';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { ownProfileQuery } from '../api';

/** Loads the signed-in user's profile, then renders its children with it. */
export function OwnProfileLoader({ children }: { children: (profile: TProfile) => ReactNode }) {
  const query = useQuery(ownProfileQuery());
  if (query.isPending) return <AppLoader label="Loading profile" />;
  if (query.isError) return <FormAlert message={errorMessage(query.error)} />;
  return children(query.data.profile);
}

import { ZUserResponse } from '@finboard/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appSettingsQuery } from '../../lib/app-settings';
import { setSessionUser } from '../../lib/session';

/** The server's settings the splash shows (its video), read once per visit. */
export function useAppSettings(enabled: boolean) {
  return useQuery({ ...appSettingsQuery(), enabled });
}

/** Get Started: remembered for the user on the server, so the splash shows once on any device. */
export function useDismissWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/me/welcome-seen', {}, ZUserResponse),
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}

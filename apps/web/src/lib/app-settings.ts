import { ZAppSettingsResponse } from '@finboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** The server's settings the web app follows (the splash's video, who must have two-factor sign-in), read once per visit. */
export const appSettingsQuery = () =>
  queryOptions({ queryKey: ['app-settings'], queryFn: () => api.get('/api/app-settings', ZAppSettingsResponse), staleTime: Infinity });

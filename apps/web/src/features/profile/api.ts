import { ZProfileResponse, type TImagePurpose, type TProfileResponse, type TUpdateProfileRequest } from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';
import { sessionQueryKey } from '../../lib/session';

export const ownProfileQueryKey = [...queryKeys.profile, 'me'] as const;
export const advisorProfileQueryKey = (userId: string) => [...queryKeys.profile, 'advisor', userId] as const;

export const ownProfileQuery = () => queryOptions({ queryKey: ownProfileQueryKey, queryFn: () => api.get('/api/profile', ZProfileResponse) });

/** A connected client's profile as their advisor reads it (identity is never sent to an advisor). */
export const viewedClientProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.profile, scopeKey(userId)],
    queryFn: () => api.get('/api/clients/profile', ZProfileResponse, { userId }),
  });

export const advisorProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: advisorProfileQueryKey(userId),
    queryFn: () => api.get(`/api/advisors/${encodeURIComponent(userId)}/profile`, ZProfileResponse),
  });

/** Every profile call answers with the whole profile: store it, and refresh the public copies of it. */
function storeProfile(queryClient: QueryClient, data: TProfileResponse) {
  queryClient.setQueryData(ownProfileQueryKey, data);
  void queryClient.invalidateQueries({ queryKey: advisorProfileQueryKey(data.profile.userId) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => api.patch('/api/profile', body, ZProfileResponse),
    onSuccess: (data) => storeProfile(queryClient, data),
  });
}

const imagePath = (purpose: TImagePurpose) => `/api/profile/images/${purpose}`;

export interface ImageUpload {
  purpose: TImagePurpose;
  file: File;
  /** Identity sides only: `YYYY-MM-DD`. */
  expiryDate?: string | null;
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, file, expiryDate }: ImageUpload) => {
      // Fields before the file: the server reads the fields that arrived ahead of the file part.
      const form = new FormData();
      if (expiryDate) form.set('expiryDate', expiryDate);
      form.set('file', file);
      return api.postForm(imagePath(purpose), form, ZProfileResponse);
    },
    onSuccess: (data) => {
      storeProfile(queryClient, data);
      // The top bar and menus show the photo and company logo from the session.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useRemoveProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purpose: TImagePurpose) => api.delete(imagePath(purpose), ZProfileResponse),
    onSuccess: (data) => {
      storeProfile(queryClient, data);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

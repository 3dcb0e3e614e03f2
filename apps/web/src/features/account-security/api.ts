import {
  ZDevicesResponse,
  ZOkResponse,
  ZPasskey,
  ZPasskeyOptionsResponse,
  ZPasskeysResponse,
  ZRecoveryCodesResponse,
  ZSignedOutResponse,
  ZTwoFactorSetupResponse,
  ZTwoFactorPromptResponse,
  ZTwoFactorStatusResponse,
  type TTwoFactorConfirmRequest,
  type TTwoFactorDisableRequest,
  type TTwoFactorSetupRequest,
  type TPasskeyRemoveRequest,
} from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { sessionQueryKey } from '../../lib/session';

export const twoFactorStatusQuery = () =>
  queryOptions({ queryKey: ['account-security', 'two-factor'], queryFn: () => api.get('/api/auth/two-factor', ZTwoFactorStatusResponse) });

export const devicesQuery = () => queryOptions({ queryKey: ['account-security', 'devices'], queryFn: () => api.get('/api/auth/devices', ZDevicesResponse) });

/** After a change the page's reads and the session (twoFactorEnabled) are asked again. */
function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['account-security'] });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: (body: TTwoFactorSetupRequest) => api.post('/api/auth/two-factor/setup', body, ZTwoFactorSetupResponse) });

export function useConfirmTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (body: TTwoFactorConfirmRequest) => api.post('/api/auth/two-factor/confirm', body, ZRecoveryCodesResponse),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: (body: TTwoFactorDisableRequest) => api.post('/api/auth/two-factor/disable', body, ZOkResponse),
    onSuccess: refresh,
  });
}

export function useSignOutDevice() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/auth/devices/${encodeURIComponent(id)}`, ZSignedOutResponse), onSuccess: refresh });
}

export function useSignOutOtherDevices() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: () => api.post('/api/auth/devices/sign-out-others', {}, ZSignedOutResponse), onSuccess: refresh });
}

export const passkeysQuery = () =>
  queryOptions({ queryKey: ['account-security', 'passkeys'], queryFn: () => api.get('/api/auth/passkeys', ZPasskeysResponse) });

/**
 * 'Add a passkey': the server's options, the browser's passkey prompt (the WebAuthn library loads
 * only when pressed), then the answer with the name the user chose.
 */
export function useAddPasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async (name: string) => {
      const { challengeId, options } = await api.post('/api/auth/passkeys/registration-options', {}, ZPasskeyOptionsResponse);
      const { startRegistration } = await import('@simplewebauthn/browser');
      const credential = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      return api.post('/api/auth/passkeys', { challengeId, name, credential }, ZPasskey);
    },
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & TPasskeyRemoveRequest) => api.post(`/api/auth/passkeys/${encodeURIComponent(id)}/remove`, body, ZOkResponse),
    onSuccess: refresh,
  });
}

export const twoFactorPromptQuery = () =>
  queryOptions({ queryKey: ['account-security', 'prompt'], queryFn: () => api.get('/api/auth/two-factor/prompt', ZTwoFactorPromptResponse) });

/** 'Later' on the advisors' two-factor prompt: remembered on the server, so no device asks again. */
export function usePostponeTwoFactorPrompt() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: () => api.post('/api/auth/two-factor/prompt/postpone', {}, ZOkResponse), onSuccess: refresh });
}

import {
  ZLoginResponse,
  ZPasskeyOptionsResponse,
  ZMessageResponse,
  ZOkResponse,
  ZRegisterResponse,
  ZRegistrationLinkCheckResponse,
  ZSocialProvidersResponse,
  ZSocialSignInResponse,
  ZUserResponse,
  ZVerifyEmailResponse,
  type TChangePasswordRequest,
  type TChooseRoleRequest,
  type TForgotPasswordRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TRegistrationLinkCheckRequest,
  type TResendVerificationRequest,
  type TResetPasswordRequest,
  type TSetPasswordRequest,
  type TSocialSignInRequest,
  type TTwoFactorVerifyRequest,
  type TVerifyEmailRequest,
} from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { clearUserData } from '../../lib/session';

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth', 'social-providers'],
    queryFn: () => api.get('/api/auth/social-providers', ZSocialProvidersResponse),
    staleTime: Infinity,
  });

// Mutations that return a user leave the session cache to the caller: the login page must wait
// LOGIN_REDIRECT_DELAY_MS before the signed-in state takes effect.
export const useLogin = () => useMutation({ mutationFn: (body: TLoginRequest) => api.post('/api/auth/login', body, ZLoginResponse) });

/** The code step after a password sign-in of an account with an authenticator app. */
export const useVerifyTwoFactor = () =>
  useMutation({ mutationFn: (body: TTwoFactorVerifyRequest) => api.post('/api/auth/two-factor/verify', body, ZUserResponse) });

/**
 * 'Sign in with a passkey': the server's challenge, the browser's passkey prompt (the WebAuthn
 * library loads only when pressed, so the login page stays light), then the signed answer.
 */
export const usePasskeySignIn = () =>
  useMutation({
    mutationFn: async () => {
      const { challengeId, options } = await api.post('/api/auth/passkeys/authentication-options', {}, ZPasskeyOptionsResponse);
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
      return api.post('/api/auth/passkeys/sign-in', { challengeId, credential }, ZUserResponse);
    },
  });

export const useRegister = () => useMutation({ mutationFn: (body: TRegisterRequest) => api.post('/api/auth/register', body, ZRegisterResponse) });

/** What the server will make of a registration link or invitation, asked before the form is sent. */
export const registrationLinkCheckQuery = (body: TRegistrationLinkCheckRequest) =>
  queryOptions({
    queryKey: ['auth', 'registration-link', body],
    queryFn: () => api.post('/api/auth/registration-link/check', body, ZRegistrationLinkCheckResponse),
    staleTime: Infinity,
    retry: false,
  });

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (body: TVerifyEmailRequest) => api.post('/api/auth/verify-email', body, ZVerifyEmailResponse),
  });

export const useChooseRole = () => useMutation({ mutationFn: (body: TChooseRoleRequest) => api.post('/api/me/role', body, ZUserResponse) });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: TForgotPasswordRequest) => api.post('/api/auth/forgot-password', body, ZMessageResponse),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: TResetPasswordRequest) => api.post('/api/auth/reset-password', body, ZMessageResponse),
  });

export const useResendVerification = () => useMutation({ mutationFn: () => api.post('/api/auth/resend-verification', {}, ZMessageResponse) });

/** A new verification link for an address, without a session (just registered): answered the same for any address. */
export const useResendVerificationByEmail = () =>
  useMutation({
    mutationFn: (body: TResendVerificationRequest) => api.post('/api/auth/resend-verification/by-email', body, ZMessageResponse),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: TChangePasswordRequest) => api.post('/api/auth/change-password', body, ZMessageResponse),
  });

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetPasswordRequest) => api.post('/api/auth/set-password', body, ZMessageResponse),
    // The user now has a password: refresh `hasPassword`.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}

export const useSocialSignIn = () =>
  useMutation({
    mutationFn: (body: TSocialSignInRequest) => api.post('/api/auth/social/sign-in', body, ZSocialSignInResponse),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/logout', {}, ZOkResponse),
    // Sign out locally even if the server call failed: the user asked to leave.
    onSettled: () => clearUserData(queryClient),
  });
}

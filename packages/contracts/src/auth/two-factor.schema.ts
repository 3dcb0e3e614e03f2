import { z } from 'zod';
import { zPassword, zText } from '../common/primitives.schema';
import { ZUserResponse } from './auth.schema';

/** A code typed at sign-in or on the security page: 6 digits from the app, or a recovery code (xxxxx-xxxxx). */
const zCode = zText(32);

/** A password sign-in of an account with an authenticator app: no session yet, the code comes next. */
export const ZTwoFactorRequiredResponse = z.object({ twoFactorRequired: z.literal(true) });
export const ZLoginResponse = z.union([ZUserResponse, ZTwoFactorRequiredResponse]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** The sign-in's second step; `rememberDevice` is not offered: every new sign-in asks for a code. */
export const ZTwoFactorVerifyRequest = z.object({ code: zCode }).strict();
export type TTwoFactorVerifyRequest = z.infer<typeof ZTwoFactorVerifyRequest>;

/** Set-up starts with the password (none for an account that signs in with Google or Apple only). */
export const ZTwoFactorSetupRequest = z.object({ password: zPassword.optional() }).strict();
export type TTwoFactorSetupRequest = z.infer<typeof ZTwoFactorSetupRequest>;

/** What the app needs: the otpauth:// URI (drawn as a QR code) and the secret as text for typing in. */
export const ZTwoFactorSetupResponse = z.object({ totpUri: z.string(), secret: z.string() });
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

export const ZTwoFactorConfirmRequest = z.object({ code: zCode }).strict();
export type TTwoFactorConfirmRequest = z.infer<typeof ZTwoFactorConfirmRequest>;

/** Shown once, right after the first code confirmed the app. */
export const ZRecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

/** Turning the app off takes the password (when the account has one) and a code. */
export const ZTwoFactorDisableRequest = z.object({ password: zPassword.optional(), code: zCode }).strict();
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

export const ZTwoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet (0 when the app is off). */
  recoveryCodesLeft: z.number().int(),
  /** Whether this user's role must have two-factor sign-in (REQUIRE_TWO_FACTOR_FOR; admins always). */
  required: z.boolean(),
});
export type TTwoFactorStatusResponse = z.infer<typeof ZTwoFactorStatusResponse>;

/** A signed-in session as the owner sees it: never its token. */
export const ZDevice = z.object({
  id: z.string(),
  /** e.g. 'Chrome 131 on macOS'; 'Unknown browser' without a user agent. */
  browser: z.string(),
  ipAddress: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type TDevice = z.infer<typeof ZDevice>;

export const ZDevicesResponse = z.object({ devices: z.array(ZDevice) });
export type TDevicesResponse = z.infer<typeof ZDevicesResponse>;

export const ZDeviceParams = z.object({ id: zText(100) }).strict();

export const ZSignedOutResponse = z.object({ signedOut: z.number().int() });
export type TSignedOutResponse = z.infer<typeof ZSignedOutResponse>;

/** Whether to ask now (advisors, at sign-in) to set up two-factor sign-in; 'Later' stops it for good. */
export const ZTwoFactorPromptResponse = z.object({ due: z.boolean() });
export type TTwoFactorPromptResponse = z.infer<typeof ZTwoFactorPromptResponse>;

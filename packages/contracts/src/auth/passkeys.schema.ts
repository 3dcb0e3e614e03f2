import { z } from 'zod';
import { zPassword, zText } from '../common/primitives.schema';

/** WebAuthn's base64url fields, bounded: a browser's largest (an attestation object) is a few kB. */
const zBase64Url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

/**
 * The options a browser hands to navigator.credentials (create or get), as @simplewebauthn/server
 * makes them; the web app passes them to @simplewebauthn/browser untouched. `challengeId` names the
 * server-side challenge the answer must come back with.
 */
export const ZPasskeyOptionsResponse = z.object({ challengeId: z.string(), options: z.record(z.string(), z.unknown()) });
export type TPasskeyOptionsResponse = z.infer<typeof ZPasskeyOptionsResponse>;

const zTransports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);
const zAttachment = z.enum(['platform', 'cross-platform']).optional();
const zExtensions = z.record(z.string(), z.unknown()).default({});

/** A browser's answer to navigator.credentials.create (RegistrationResponseJSON). */
export const ZPasskeyRegistrationCredential = z.object({
  id: zBase64Url(1400),
  rawId: zBase64Url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: zAttachment,
  clientExtensionResults: zExtensions,
  response: z.object({
    clientDataJSON: zBase64Url(4096),
    attestationObject: zBase64Url(32_768),
    authenticatorData: zBase64Url(8192).optional(),
    publicKey: zBase64Url(4096).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    transports: zTransports.optional(),
  }),
});

/** A browser's answer to navigator.credentials.get (AuthenticationResponseJSON). */
export const ZPasskeyAuthenticationCredential = z.object({
  id: zBase64Url(1400),
  rawId: zBase64Url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: zAttachment,
  clientExtensionResults: zExtensions,
  response: z.object({
    clientDataJSON: zBase64Url(4096),
    authenticatorData: zBase64Url(8192),
    signature: zBase64Url(2048),
    userHandle: zBase64Url(512).optional(),
  }),
});

export const ZPasskeyRegisterRequest = z.object({ challengeId: z.string().max(100), name: zText(60), credential: ZPasskeyRegistrationCredential }).strict();
export type TPasskeyRegisterRequest = z.infer<typeof ZPasskeyRegisterRequest>;

export const ZPasskeySignInRequest = z.object({ challengeId: z.string().max(100), credential: ZPasskeyAuthenticationCredential }).strict();
export type TPasskeySignInRequest = z.infer<typeof ZPasskeySignInRequest>;

/** Removing one takes the password, or (without it, or for a Google or Apple account) a sign-in of the last 5 minutes. */
export const ZPasskeyRemoveRequest = z.object({ password: zPassword.optional() }).strict();
export type TPasskeyRemoveRequest = z.infer<typeof ZPasskeyRemoveRequest>;

export const ZPasskeyParams = z.object({ id: zText(100) }).strict();

/** A passkey as its owner sees it: never its key. */
export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  /** 'Synced' (multi-device, backed up) or 'This device only'. */
  synced: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

export const ZPasskeysResponse = z.object({ passkeys: z.array(ZPasskey) });
export type TPasskeysResponse = z.infer<typeof ZPasskeysResponse>;

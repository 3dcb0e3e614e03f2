import { z } from 'zod';
import { zCalendarDate, zPassword, zText } from '../common/primitives.schema';
import { ZSessionUser, zChosenRole } from '../session/session.schema';
import { ZShareUpdate } from '../connections/connections.schema';

/** An invitation's or a signed link's random part: base64url, as the api writes them. */
const zLinkToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * Link parameters a registration can carry (spec 01 §2 /register): kept on the user for the
 * connection, invite and source features that read them later. Nothing here is taken on trust: an
 * advisor's link counts only with its signature (`sig`, over advisor, source and expiry), and an
 * invitation (sub-advisor, spouse or partner, client by email) only with its single-use token
 * (`invitation`) for the invited email. `inviter` and `inviteType` stay in the spec's link shapes
 * but prove nothing. A link that does not hold registers an ordinary account and says why.
 */
export const ZRegistrationContext = z
  .object({
    advisor: zText(200).optional(),
    source: zText(100).optional(),
    advisorConnect: zText(200).optional(),
    productUser: z.enum(['true', 'false']).optional(),
    inviter: zText(200).optional(),
    inviteType: z.enum(['advisor', 'spouse', 'partner']).optional(),
    expiry: zCalendarDate.optional(),
    /** The server's signature of an advisor's registration link. */
    sig: zLinkToken.optional(),
    /** An invitation's token. */
    invitation: zLinkToken.optional(),
    /** The data-share switches chosen in the directory's connect flow, applied to the request made at registration. */
    share: ZShareUpdate.optional(),
  })
  .strict();
export type TRegistrationContext = z.infer<typeof ZRegistrationContext>;

export const ZRegisterRequest = z
  .object({
    role: zChosenRole,
    firstName: zText(100),
    lastName: zText(100),
    email: zText(254),
    password: zPassword,
    confirmPassword: zPassword,
    acceptTerms: z.boolean(),
    context: ZRegistrationContext.optional(),
  })
  .strict();
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({ email: zText(254), password: zPassword, rememberMe: z.boolean().default(true) }).strict();
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZUserResponse = z.object({ user: ZSessionUser });
export type TUserResponse = z.infer<typeof ZUserResponse>;

/**
 * A registration's answer (202), the same whether or not the email already has an account, so it
 * tells nobody who is a customer: a verification link has gone to the address (or, for an account
 * that exists, a note to its owner). `linkNotice`: when its link or invitation did not hold, why the
 * account will have no link. No session is started: the verification link signs the person in.
 */
export const ZRegisterResponse = z.object({ status: z.literal('verification_sent'), email: z.string(), linkNotice: z.string().nullable() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZRegistrationLinkCheckRequest = z
  .object({ role: z.enum(['client', 'advisor']), email: zText(254).optional(), context: ZRegistrationContext })
  .strict();
export type TRegistrationLinkCheckRequest = z.infer<typeof ZRegistrationLinkCheckRequest>;

/** What a registration link or invitation will do, checked before the form is sent (the page says it up front). */
export const ZRegistrationLinkCheckResponse = z.object({
  /** 'none': the link carries nothing to check; 'valid': it will link the account; 'refused': it will not, for `notice`. */
  status: z.enum(['none', 'valid', 'refused']),
  notice: z.string().nullable(),
});
export type TRegistrationLinkCheckResponse = z.infer<typeof ZRegistrationLinkCheckResponse>;

export const ZForgotPasswordRequest = z.object({ email: zText(254) }).strict();
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** The same answer whether or not the email has an account, so it reveals nothing. */
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, we have sent a link to reset its password.';
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZResetPasswordRequest = z.object({ oobCode: z.string().min(1).max(200), password: zPassword, confirmPassword: zPassword }).strict();
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZVerifyEmailRequest = z.object({ token: z.string().min(1).max(2000) }).strict();
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/**
 * The link that verifies an email signs its owner in (the answer sets the session cookie) and names
 * them; a link for an email verified already (another link, a reset) verifies nothing and names
 * the user only to a caller signed in as that user.
 */
export const ZVerifyEmailResponse = z.object({ user: ZSessionUser.nullable() });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/** A new verification link asked for by address, by someone not signed in (the page that says "check your email"). */
export const ZResendVerificationRequest = z.object({ email: zText(254) }).strict();
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

/** The same answer whether or not the address has an account waiting for verification, so it reveals nothing. */
export const VERIFICATION_RESEND_ANSWER = 'If an account for that email is waiting to be verified, we have sent it a new verification link.';

export const ZChangePasswordRequest = z.object({ currentPassword: zPassword, password: zPassword, confirmPassword: zPassword }).strict();
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** /update-password: a user who signed up with Google or Apple sets a password of their own. */
export const ZSetPasswordRequest = z.object({ password: zPassword, confirmPassword: zPassword }).strict();
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export const ZSocialProvidersResponse = z.object({
  providers: z.array(z.object({ id: z.enum(SOCIAL_PROVIDERS), configured: z.boolean() })),
});
export type TSocialProvidersResponse = z.infer<typeof ZSocialProvidersResponse>;

export const ZSocialSignInRequest = z
  .object({
    provider: z.enum(SOCIAL_PROVIDERS),
    role: z.enum(['client', 'advisor']).default('client'),
    /** A client's registration link or directory funnel, applied if the social account is new. */
    context: ZRegistrationContext.optional(),
  })
  .strict();
export type TSocialSignInRequest = z.input<typeof ZSocialSignInRequest>;
export const ZSocialSignInResponse = z.object({ url: z.string() });

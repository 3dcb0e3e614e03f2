import { z } from 'zod';
import { zCalendarDate } from '../common/primitives.schema';
import { SUBSCRIPTION_STATUSES } from '@finboard/domain/billing';
import { AUTH_MESSAGES } from '@finboard/domain/validation';

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['client', 'advisor', 'admin']).nullable(),
  verified: z.boolean(),
  completionDate: zCalendarDate.nullable(),
  plan: z.enum(['free', 'paid']),
  parentId: z.string().nullable(),
  clientAdvisorCount: z.number().int(),
  /** The newest subscription's status ('none' when never subscribed). */
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** Spec 01 §4 'advisor link active' (an advisor whose trial ended without a card waits for one). */
  advisorLinkActive: z.boolean(),
  hasPassword: z.boolean(),
  photoUrl: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  /** The welcome splash was dismissed with Get Started (on any device): it does not show again. */
  welcomeSeen: z.boolean(),
  /** An authenticator app is set up and asked for at each password sign-in. */
  twoFactorEnabled: z.boolean(),
  /**
   * Spec 01 §3 `inviteLinkCount`: how many registration links an advisor has made (its own sources),
   * counted from them, never stored; 0 for other roles. Social-login navigation reads it (spec 01 §4).
   */
  inviteLinkCount: z.number().int(),
  /** Spec 01 §3 `client_verified`: a client with a proved email and a complete registration (domain `isClientVerified`). */
  clientVerified: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZSessionResponse = z.object({ user: ZSessionUser.nullable() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/**
 * The role a person signs up with or chooses once. Left out, it is the spec's 'missing require data'
 * (01 §5: registration and role saving need the role); any other wrong value is named as usual.
 */
export const zChosenRole = z.enum(['client', 'advisor'], { error: (issue) => (issue.input === undefined ? AUTH_MESSAGES.missingRequireData : undefined) });

export const ZChooseRoleRequest = z.object({ role: zChosenRole }).strict();
export type TChooseRoleRequest = z.infer<typeof ZChooseRoleRequest>;

/** GET /api/app-settings: what the web app shows that the server is configured with. */
export const ZAppSettingsResponse = z.object({
  /** The welcome splash's video; null shows a poster and text. */
  welcomeVideoUrl: z.string().nullable(),
  /** Roles that must set up two-factor sign-in before pages past the security page open (admins always). */
  twoFactorRequiredFor: z.array(z.enum(['client', 'advisor', 'admin'])),
  /** The IANA zone the web writes every date and time in, as the server's files and emails do. */
  productTimeZone: z.string().min(1),
});
export type TAppSettingsResponse = z.infer<typeof ZAppSettingsResponse>;

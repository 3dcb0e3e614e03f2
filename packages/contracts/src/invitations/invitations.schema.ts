import { z } from 'zod';
import { zText } from '../common/primitives.schema';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export const ZInvitationStatus = z.enum(INVITATION_STATUSES);
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;

/** An invitation as its inviter sees it (the token itself is never shown again). */
export const ZInvitation = z.object({
  id: z.string(),
  kind: z.enum(['sub_advisor', 'household', 'client']),
  relation: z.enum(['spouse', 'partner']).nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: ZInvitationStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** A page of an inviter's invitations. */
export const INVITATIONS_PAGE_SIZE = 10;

/** GET /api/invitations: one kind (or all), a page of INVITATIONS_PAGE_SIZE, newest first. */
export const ZInvitationsQuery = z
  .object({
    kind: ZInvitation.shape.kind.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TInvitationsQuery = z.input<typeof ZInvitationsQuery>;

export const ZInvitationsResponse = z.object({
  invitations: z.array(ZInvitation),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TInvitationsResponse = z.infer<typeof ZInvitationsResponse>;

export const ZInvitationParams = z.object({ id: z.string().min(1).max(100) }).strict();

/** A client invites a spouse or partner by email (spec 01 §3 Invite). */
export const ZHouseholdInviteRequest = z
  .object({ firstName: zText(100), lastName: zText(100), email: zText(254), relation: z.enum(['spouse', 'partner']) })
  .strict();
export type THouseholdInviteRequest = z.infer<typeof ZHouseholdInviteRequest>;

/** The same answer whether or not the address has an account, so an invitation reveals no customer. */
export const ZInvitationSentResponse = z.object({ sentTo: z.string() });

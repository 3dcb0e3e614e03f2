import { z } from 'zod';

/**
 * A client's household: the spouse or partner who registered from their invitation, or whose invitation
 * they registered from (/register?inviter={uid}&inviteType=spouse|partner). The relation alone: it shares
 * no data; each reads the other's only through a connection and its switches, as with an advisor.
 */
export const ZHouseholdMember = z.object({
  /** The relation's id (to remove it). */
  id: z.string(),
  relation: z.enum(['spouse', 'partner']),
  /** True when this client sent the invitation; false when they registered from the other's. */
  invitedByMe: z.boolean(),
  person: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  since: z.string(),
});
export const ZHouseholdResponse = z.object({ members: z.array(ZHouseholdMember) });
export const ZHouseholdParams = z.object({ id: z.string().uuid({ error: 'Household member not found' }) }).strict();
export type THouseholdMember = z.infer<typeof ZHouseholdMember>;
export type THouseholdResponse = z.infer<typeof ZHouseholdResponse>;

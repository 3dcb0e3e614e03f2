import { FIRST_RUN_STEPS, MAX_SOURCE_NAME_LENGTH, SOURCE_MESSAGES } from '@finboard/domain/workspace';
import { z } from 'zod';
import { zCalendarDate, zText } from '../common/primitives.schema';

/** A registration-link source: built-in (no id) or the advisor's own. */
export const ZRegistrationSource = z.object({
  id: z.string().nullable(),
  name: z.string(),
  isBuiltIn: z.boolean(),
  expiryDate: zCalendarDate.nullable(),
  isExpired: z.boolean(),
  /** The signed registration link to share (spec 01 §5 shape plus `sig`); only the server can sign one. Null once expired: nothing to share until renewed. */
  link: z.string().nullable(),
});
export type TRegistrationSource = z.infer<typeof ZRegistrationSource>;
export const ZRegistrationSourcesResponse = z.object({ sources: z.array(ZRegistrationSource) });
export type TRegistrationSourcesResponse = z.infer<typeof ZRegistrationSourcesResponse>;

export const ZCreateSourceRequest = z
  .object({
    name: zText(MAX_SOURCE_NAME_LENGTH, { required: SOURCE_MESSAGES.missing }),
    expiryDate: zCalendarDate.nullable().optional(),
  })
  .strict();
export type TCreateSourceRequest = z.infer<typeof ZCreateSourceRequest>;
export const ZSourceResponse = z.object({ source: ZRegistrationSource });
/** Renews a custom link: a new last day (YYYY-MM-DD), or null for a link that never expires. */
export const ZRenewSourceRequest = z.object({ expiryDate: zCalendarDate.nullable() }).strict();
export type TRenewSourceRequest = z.infer<typeof ZRenewSourceRequest>;
export const ZSourceParams = z.object({ id: z.string().uuid() }).strict();

/** The invite dialog offers only Client (spec 01 §2); the fields are checked by the service with the spec's messages. */
export const ZClientInviteRequest = z.object({ type: z.literal('client'), firstName: zText(100), lastName: zText(100), email: zText(254) }).strict();
export type TClientInviteRequest = z.infer<typeof ZClientInviteRequest>;
export const ZClientInviteResponse = z.object({ sentTo: z.string() });

/** A sub-advisor's invitation (spec 01 §3 Invite, type advisor). */
export const ZSubAdvisorInviteRequest = z.object({ firstName: zText(100), lastName: zText(100), email: zText(254) }).strict();
export type TSubAdvisorInviteRequest = z.infer<typeof ZSubAdvisorInviteRequest>;

/** Spec 01 §3 Phone option. */
export const ZPhoneOption = z.object({ friendlyName: z.string(), phoneNumber: z.string() });
export type TPhoneOption = z.infer<typeof ZPhoneOption>;
/** The area code is checked by the service, with its own message. */
export const ZFindNumbersQuery = z.object({ areaCode: z.string().max(10) }).strict();
export const ZFindNumbersResponse = z.object({ numbers: z.array(ZPhoneOption) });
export const ZSelectNumberRequest = z.object({ phoneNumber: z.string().regex(/^\+1\d{10}$/) }).strict();
export const ZAdvisorNumberResponse = z.object({ number: ZPhoneOption.nullable() });
export type TAdvisorNumberResponse = z.infer<typeof ZAdvisorNumberResponse>;

/** GET /api/advisor/first-run: a new advisor's checklist, each step ticked from the advisor's own data (issue 34). */
export const ZFirstRunResponse = z.object({
  items: z.array(z.object({ step: z.enum(FIRST_RUN_STEPS), label: z.string(), isDone: z.boolean() })),
  isComplete: z.boolean(),
});
export type TFirstRunResponse = z.infer<typeof ZFirstRunResponse>;

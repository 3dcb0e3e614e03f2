import { SHARE_REQUEST_PARTS, SHARE_REQUEST_STATES } from '@finboard/domain';
import { z } from 'zod';

const zUserId = z.string().min(1).max(100);

export const ZSharePart = z.enum(SHARE_REQUEST_PARTS, { message: 'Choose Net Worth, Cash Flow, Retirement Score or a scenario.' });

/** POST /api/share-requests: an advisor asks a connected client to share a part (a scenario names its id). */
export const ZShareRequestCreate = z
  .object({ clientId: zUserId, part: ZSharePart, scenarioId: z.string().uuid('Unknown scenario').optional() })
  .strict()
  // A scenario is named only when asking for one; asking for a scenario without one asks for any retirement plan.
  .refine((body) => body.part === 'scenario' || body.scenarioId === undefined, {
    message: 'Name a scenario only when asking for a scenario.',
    path: ['scenarioId'],
  });
export type TShareRequestCreate = z.infer<typeof ZShareRequestCreate>;

export const ZShareRequest = z
  .object({
    id: z.string(),
    clientId: z.string(),
    advisorId: z.string(),
    part: ZSharePart,
    scenarioId: z.string().nullable(),
    state: z.enum(SHARE_REQUEST_STATES),
    /** ISO 8601 instants. */
    askedAt: z.string(),
    answeredAt: z.string().nullable(),
  })
  .strict();
export type TShareRequest = z.infer<typeof ZShareRequest>;

export const ZShareRequestResponse = z.object({ shareRequest: ZShareRequest }).strict();
export type TShareRequestResponse = z.infer<typeof ZShareRequestResponse>;

/** GET /api/share-requests?clientId=: the advisor's latest ask of that client for each part (and scenario). */
export const ZShareRequestListQuery = z.object({ clientId: zUserId }).strict();
export const ZShareRequestListResponse = z.object({ shareRequests: z.array(ZShareRequest) }).strict();
export type TShareRequestListResponse = z.infer<typeof ZShareRequestListResponse>;

export const ZShareRequestParams = z.object({ id: z.string().uuid('Unknown share request') }).strict();

import { DEFAULT_SCENARIO_TYPE, SCENARIO_MESSAGES } from '@finboard/domain';
import { z } from 'zod';
import { zMultilineText, zText } from '../common/primitives.schema';
import { ZScenario, ZScenarioCalculator, ZScenarioInputs, ZScenarioSummary, ZScenarioType, ZScenarioUpdateMode } from './scenario.schema';

const zUserId = z.string().min(1).max(100);
/**
 * Names are checked by the domain rule (required, at most 30) so the message is the spec's; this
 * only bounds the size, and a name left out or far too long gets the spec's words too.
 */
const zScenarioName = zText(200, { required: SCENARIO_MESSAGES.nameRequired, tooLong: SCENARIO_MESSAGES.nameTooLong });

export const SCENARIO_TABS = ['saved', 'shared', 'top-rated', 'new', 'suggested'] as const;
export const SCENARIO_SORTS = ['recent', 'impact'] as const;

/**
 * /client/scenarios. Tabs: saved (own), shared (own, public or shared with an advisor), top-rated and
 * new (the public catalogue: templates and public scenarios), suggested (templates not saved yet).
 * sort: recent (lastUpdated) or impact (retirementScore); without it each tab has its own order.
 */
export const ZListScenariosQuery = z
  .object({
    tab: z.enum(SCENARIO_TABS).default('saved'),
    sort: z.enum(SCENARIO_SORTS).optional(),
    search: z.string().max(100).optional(),
    userId: zUserId.optional(),
  })
  .strict();
export type TListScenariosQuery = z.infer<typeof ZListScenariosQuery>;

export const ZScenarioParams = z.object({ id: z.string().uuid() }).strict();
export const ZScenarioShareParams = z.object({ id: z.string().uuid(), advisorId: zUserId }).strict();
export const ZScenarioThumbnailParams = z.object({ id: z.string().uuid(), fileId: z.string().uuid() }).strict();

/** Create New Scenario: type (default debt) and name; the calculator defaults by type. */
export const ZCreateScenarioRequest = z
  .object({ type: ZScenarioType.default(DEFAULT_SCENARIO_TYPE), name: zScenarioName, calculator: ZScenarioCalculator.optional() })
  .strict();
export type TCreateScenarioRequest = z.infer<typeof ZCreateScenarioRequest>;

/** The editor's tabs; every field optional. New inputs (or a type needing another calculator) recompute the results. */
export const ZUpdateScenarioRequest = z
  .object({
    name: zScenarioName.optional(),
    description: zMultilineText(2000).optional(),
    detailHow: zMultilineText(4000).optional(),
    detailDiscover: zMultilineText(4000).optional(),
    type: ZScenarioType.optional(),
    inputs: ZScenarioInputs.optional(),
    isPublic: z.boolean().optional(),
    updateMode: ZScenarioUpdateMode.nullable().optional(),
  })
  .strict();
export type TUpdateScenarioRequest = z.infer<typeof ZUpdateScenarioRequest>;

/** The Sharing tab: the client's connected advisors and whether this scenario is shared with each. */
export const ZScenarioSharesResponse = z.object({
  isPublic: z.boolean(),
  advisors: z.array(z.object({ advisorId: z.string(), firstName: z.string(), lastName: z.string(), photoUrl: z.string().nullable(), isShared: z.boolean() })),
});
export type TScenarioSharesResponse = z.infer<typeof ZScenarioSharesResponse>;

/** My Plan: id picks a scenario (after the stored active one); userId is the client an advisor views. */
export const ZMyPlanQuery = z.object({ id: z.string().max(100).optional(), userId: zUserId.optional() }).strict();
export type TMyPlanQuery = z.infer<typeof ZMyPlanQuery>;

export const ZMyPlanResponse = z.object({
  /** Retirement plans (type retire, calculator monteCarlo), newest lastUpdated first. */
  scenarios: z.array(ZScenarioSummary),
  /** The plan shown: activeScenarioId, then the id query, then the first listed. */
  active: ZScenario.nullable(),
  activeScenarioId: z.string().nullable(),
});
export type TMyPlanResponse = z.infer<typeof ZMyPlanResponse>;

export const ZSetActiveScenarioRequest = z.object({ scenarioId: z.string().uuid().nullable() }).strict();
export type TSetActiveScenarioRequest = z.infer<typeof ZSetActiveScenarioRequest>;

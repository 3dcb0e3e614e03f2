import { DASHBOARD_PERIODS } from '@finboard/domain/workspace';
import { z } from 'zod';

const zSignedCents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const zCount = z.number().int().min(0);

/** Both filters are free text: an unknown period is one month and an unknown source an empty collection (spec 01 §2). */
/** `institution` (spec 01 §2: the dashboard's optional query) narrows Your Collections to clients who hold an institution of that name. */
export const ZDashboardQuery = z
  .object({ source: z.string().max(100).optional(), period: z.string().max(10).optional(), institution: z.string().max(200).optional() })
  .strict();
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/** Whether a client's numbers are current: only for a client who shares Net Worth (it opens the accounts). */
export const ZClientSyncHealth = z.object({
  lastSyncedAt: z.string().nullable(),
  /** Names of the client's institutions that need the client to log in again. */
  needsLogin: z.array(z.string()),
  /** No successful sync for 3 days on a linked institution. */
  isStale: z.boolean(),
});

export const ZDashboardClient = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The source label of the link ('Facebook', a custom name, 'Directory'). */
  source: z.string(),
  connectedAt: z.string().nullable(),
  /** Figures below are null unless the client shares Net Worth with this advisor. */
  sharesNetWorth: z.boolean(),
  accountCount: zCount.nullable(),
  assetsCents: zSignedCents.nullable(),
  liabilitiesCents: zSignedCents.nullable(),
  netWorthCents: zSignedCents.nullable(),
  sync: ZClientSyncHealth.nullable(),
});
export type TDashboardClient = z.infer<typeof ZDashboardClient>;

export const ZDashboardTiles = z.object({
  clients: z.object({ connectedClients: zCount, linkedAssets: zCount, totalAssetsCents: zSignedCents, totalNetWorthCents: zSignedCents }),
  accounts: z.object({ totalAccounts: zCount, investment: zCount, banking: zCount, liabilities: zCount }),
  assets: z.object({ totalAssetsCents: zSignedCents, retirementCents: zSignedCents, investmentCents: zSignedCents, cashCents: zSignedCents }),
  netWorth: z.object({ totalNetWorthCents: zSignedCents, assetsCents: zSignedCents, liabilitiesCents: zSignedCents, cashCents: zSignedCents }),
});
export type TDashboardTiles = z.infer<typeof ZDashboardTiles>;

export const ZDashboardResponse = z.object({
  tiles: ZDashboardTiles,
  clientsBySource: z.array(z.object({ source: z.string(), count: zCount })),
  /** Every connected client (the charts by client). */
  clients: z.array(ZDashboardClient),
  /** The source filter's choices after All. */
  sources: z.array(z.string()),
  /**
   * 'Your Collections': the clients of the chosen source (null: All) connected within the period and,
   * with an institution chosen, holding one of that name (among the clients who share net worth).
   */
  collection: z.object({
    source: z.string().nullable(),
    period: z.enum(DASHBOARD_PERIODS),
    institution: z.string().nullable(),
    clientIds: z.array(z.string()),
  }),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

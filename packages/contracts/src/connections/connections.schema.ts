import { z } from 'zod';
import { zCalendarDate, zText } from '../common/primitives.schema';

const zUserId = z.string().min(1).max(100);

/** What a client shares with a connected advisor (spec 01 §4): access reads the three, All follows them. */
export const ZShareSettings = z.object({ all: z.boolean(), netWorth: z.boolean(), cashFlow: z.boolean(), retirementScore: z.boolean() }).strict();
export type TShareSettings = z.infer<typeof ZShareSettings>;

export const ZShareUpdate = z.object({ all: z.boolean().optional(), netWorth: z.boolean(), cashFlow: z.boolean(), retirementScore: z.boolean() }).strict();
export type TShareUpdate = z.infer<typeof ZShareUpdate>;

export const CONNECTION_STATUSES = ['pending', 'connected', 'disconnected', 'declined'] as const;

/** One link as either side sees it. */
export const ZConnection = z.object({
  id: z.string(),
  clientId: z.string(),
  advisorId: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  requestedBy: z.enum(['client', 'advisor']),
  source: z.string(),
  zipCode: z.string().nullable(),
  share: ZShareSettings,
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
  acceptedFrom: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Who ended it: 'client', 'advisor', or null while live. */
  endedBy: z.enum(['client', 'advisor']).nullable(),
});
export type TConnection = z.infer<typeof ZConnection>;
export const ZConnectionResponse = z.object({ connection: ZConnection });
export type TConnectionResponse = z.infer<typeof ZConnectionResponse>;

export const ZConnectionParams = z.object({ id: z.string().uuid() }).strict();

/** A client asks an advisor to connect (from the directory, a link page, a registration link). */
export const ZConnectionRequest = z
  .object({
    advisorId: zUserId,
    source: zText(60).pipe(z.string().min(1)).default('Directory'),
    zipCode: z
      .string()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code')
      .optional(),
    share: ZShareUpdate.optional(),
  })
  .strict();
export type TConnectionRequest = z.input<typeof ZConnectionRequest>;

/** An advisor's ratings by their clients (directory cards, profiles, Board of Advisors). */
export const ZRatingSummary = z.object({
  /** The average in stars (0.5–5), or null before anyone has rated. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

/** An advisor as a client sees them on Board of Advisors. */
export const ZAdvisorView = z.object({ scope: z.string(), label: z.string(), viewedAt: z.string() });
export const ZMyAdvisor = z.object({
  connection: ZConnection,
  advisor: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photoUrl: z.string().nullable(),
    addressLine: z.string(),
    calendarLink: z.string().nullable(),
    email: z.string(),
  }),
  /** The advisor's latest reads of this client's data, newest first (the audit). */
  recentViews: z.array(ZAdvisorView),
  /** Every client's ratings of this advisor. */
  rating: ZRatingSummary,
  /** This client's own rating in stars, or null while they have not rated. */
  myRating: z.number().nullable(),
});
export type TMyAdvisor = z.infer<typeof ZMyAdvisor>;
export const ZMyAdvisorsResponse = z.object({ advisors: z.array(ZMyAdvisor) });
export type TMyAdvisorsResponse = z.infer<typeof ZMyAdvisorsResponse>;

/** A client as an advisor sees them on My Clients. */
export const ZMyClient = z.object({
  connection: ZConnection,
  client: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    photoUrl: z.string().nullable(),
    completionDate: zCalendarDate.nullable(),
  }),
  isFavorite: z.boolean(),
  /** Net worth in cents when the client shares it and is connected; null otherwise. */
  netWorthCents: z.number().int().nullable(),
  /** When the advisor last read this client's data (the audit), for the side menu's recent clients; null if never. */
  lastViewedAt: z.string().nullable().optional(),
});
export type TMyClient = z.infer<typeof ZMyClient>;
export const ZMyClientsResponse = z.object({ clients: z.array(ZMyClient) });
export type TMyClientsResponse = z.infer<typeof ZMyClientsResponse>;

export const ZFavoriteParams = z.object({ clientId: zUserId }).strict();
export const ZFavoriteResponse = z.object({ clientId: z.string(), isFavorite: z.boolean() });
export type TFavoriteResponse = z.infer<typeof ZFavoriteResponse>;

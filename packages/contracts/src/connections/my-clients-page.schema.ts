import { z } from 'zod';
import { ZMyClient } from './connections.schema';

export const MY_CLIENTS_SORTS = ['newest', 'netWorthDesc', 'netWorthAsc'] as const;
export type TMyClientsSort = (typeof MY_CLIENTS_SORTS)[number];
/** Spec 02: tables show 10 rows a page; the advisor may choose more. */
export const MY_CLIENTS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const MY_CLIENTS_SHARE_PARTS = ['netWorth', 'cashFlow', 'retirementScore'] as const;
/** Offset paging: a search finds what deep pages would hold. */
const PAGE_MAX = 1000;

const zFlag = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true');

/** GET /api/connections/clients/page: My Clients searched, filtered, sorted and paged by the server. */
export const ZMyClientsPageQuery = z
  .object({
    search: z
      .string()
      .max(100, 'Search can be at most 100 characters')
      .transform((value) => value.trim())
      .optional(),
    source: z.string().min(1, 'Source cannot be empty').max(60, 'Source can be at most 60 characters').optional(),
    favorites: zFlag('Favorites').optional(),
    shares: z.enum(MY_CLIENTS_SHARE_PARTS, { error: `Shares must be one of ${MY_CLIENTS_SHARE_PARTS.join(', ')}` }).optional(),
    attention: zFlag('Attention').optional(),
    sort: z.enum(MY_CLIENTS_SORTS, { error: `Sort must be one of ${MY_CLIENTS_SORTS.join(', ')}` }).default('newest'),
    page: z.coerce
      .number({ error: 'Page must be a whole number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(PAGE_MAX, `Page can be at most ${PAGE_MAX}`)
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a whole number' })
      .refine((size) => (MY_CLIENTS_PAGE_SIZES as readonly number[]).includes(size), `Page size must be one of ${MY_CLIENTS_PAGE_SIZES.join(', ')}`)
      .default(10),
  })
  .strict();
/** The query as the web sends it (page and size as numbers; the server coerces the text). */
export type TMyClientsPageQuery = Omit<z.input<typeof ZMyClientsPageQuery>, 'page' | 'pageSize'> & { page?: number; pageSize?: number };
export type TMyClientsPageParams = z.output<typeof ZMyClientsPageQuery>;

/** A connected client on a page of My Clients: the list's row and whether their data needs a look. */
export const ZMyClientsPageRow = ZMyClient.extend({
  /** A linked bank needs a new login, or one has not synced for 3 days (only for a client who shares Net Worth). */
  needsAttention: z.boolean(),
});
export type TMyClientsPageRow = z.infer<typeof ZMyClientsPageRow>;

export const ZMyClientsPage = z.object({
  /** Favourites first, then the chosen sort. */
  clients: z.array(ZMyClientsPageRow),
  /** Connected clients matching the search and filters, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The sources of all the advisor's connected clients, for the source filter. */
  sources: z.array(z.string()),
});
export type TMyClientsPage = z.infer<typeof ZMyClientsPage>;

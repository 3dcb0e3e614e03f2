import { z } from 'zod';
import { zText } from '../common/primitives.schema';

export const ADMIN_CLIENT_SORTS = ['createdAt', 'lastActiveAt', 'name', 'email'] as const;
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Offset paging: deep pages get slower, and nobody reads page 500; a search finds the rest. */
export const ADMIN_PAGE_MAX = 1000;

export const zAdminPage = z.coerce
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(ADMIN_PAGE_MAX, `Page can be at most ${ADMIN_PAGE_MAX}`)
  .default(1);
export const zAdminPageSize = z.coerce
  .number({ error: 'Page size must be a whole number' })
  .int('Page size must be a whole number')
  .min(1, 'Page size must be 1 or more')
  .max(ADMIN_PAGE_SIZE_MAX, `Page size can be at most ${ADMIN_PAGE_SIZE_MAX}`)
  .default(25);

/** GET /api/admin/clients: searched, filtered, sorted and paged by the server. */
export const ZAdminClientsQuery = z
  .object({
    search: z.string().max(100, 'Search can be at most 100 characters').optional(),
    sort: z.enum(ADMIN_CLIENT_SORTS, { error: `Sort must be one of ${ADMIN_CLIENT_SORTS.join(', ')}` }).default('createdAt'),
    order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
    plan: z.enum(['free', 'paid'], { error: 'Plan must be free or paid' }).optional(),
    status: z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' }).optional(),
    page: zAdminPage,
    pageSize: zAdminPageSize,
  })
  .strict();
export type TAdminClientsQuery = z.infer<typeof ZAdminClientsQuery>;
export type TAdminClientSort = (typeof ADMIN_CLIENT_SORTS)[number];

/** A client as the admin list shows them: no secrets, no identity images. */
export const ZAdminClientRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  plan: z.string(),
  connectedAdvisors: z.number().int(),
  linkedInstitutions: z.number().int(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
/** Matches are counted up to this many: counting every one of 100,000 on each page costs more than the page. */
export const ADMIN_COUNT_CAP = 10_000;

export const ZAdminClientsPage = z.object({
  rows: z.array(ZAdminClientRow),
  /** The number of matches, at most ADMIN_COUNT_CAP. */
  total: z.number().int(),
  /** More than ADMIN_COUNT_CAP match ('10,000+'). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminClientRow = z.infer<typeof ZAdminClientRow>;
export type TAdminClientsPage = z.infer<typeof ZAdminClientsPage>;

export const ZAdminUserParams = z.object({ id: z.string().min(1).max(100) }).strict();

/** Why an admin acts: required, and kept in the audit log. */
const zReason = zText(500, { required: 'Reason is required' }).refine((value) => value.length >= 3, { error: 'Reason must say why (at least 3 characters)' });

export const ZAdminActionRequest = z.object({ reason: zReason }).strict();
export const ZAdminRoleRequest = z.object({ role: z.enum(['client', 'advisor'], { error: 'Role must be client or advisor' }), reason: zReason }).strict();
export type TAdminActionRequest = z.infer<typeof ZAdminActionRequest>;
export type TAdminRoleRequest = z.infer<typeof ZAdminRoleRequest>;

export const ADMIN_ACTIONS = ['suspend', 'restore', 'resend-verification', 'change-role'] as const;
export type TAdminAction = (typeof ADMIN_ACTIONS)[number];

export const ZAdminUserSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  emailVerified: z.boolean(),
  suspendedAt: z.string().nullable(),
});
export const ZAdminActionResponse = z.object({ user: ZAdminUserSummary, message: z.string() });
export type TAdminActionResponse = z.infer<typeof ZAdminActionResponse>;

export const ZAdminAuditEntry = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string(),
  targetUserId: z.string().nullable(),
  targetName: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  reason: z.string(),
  details: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
});
export const ZAdminAuditQuery = z.object({ userId: z.string().min(1).max(100).optional(), page: zAdminPage }).strict();
export const ZAdminAuditPage = z.object({ entries: z.array(ZAdminAuditEntry), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type TAdminAuditPage = z.infer<typeof ZAdminAuditPage>;
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

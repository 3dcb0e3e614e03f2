import { PORTABILITY_MESSAGES } from '@finboard/domain/portability';
import { z } from 'zod';
import { zPassword } from '../common/primitives.schema';

/** One 'Download my data' request: pending while the job builds it, then a link for 24 hours. */
export const ZDataExport = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed']),
  /** Present while ready and not expired; opens the ZIP for its owner only. */
  downloadUrl: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

const ZFirmAdvisor = z.object({ id: z.string(), name: z.string() });

/**
 * The page's state: the newest export (if any), whether the account has a password to ask for, what
 * the law keeps, and for an advisor (null for others) the connected clients by name and the firm's
 * other advisors they may be handed over to.
 */
export const ZAccountDataResponse = z.object({
  latestExport: ZDataExport.nullable(),
  hasPassword: z.boolean(),
  keptAfterDeletion: z.string(),
  advisorTies: z.object({ connectedClients: z.array(z.string()), handOverTargets: z.array(ZFirmAdvisor) }).nullable(),
});
export type TAccountDataResponse = z.infer<typeof ZAccountDataResponse>;

export const ZDataExportParams = z.object({ id: z.string().min(1).max(100) }).strict();

/**
 * 'Delete my account': the typed email, and the password where the account has one (a social-only
 * account instead proves itself by a sign-in in the last 5 minutes).
 */
export const ZDeleteAccountRequest = z
  .object({
    email: z.string().trim().min(1, PORTABILITY_MESSAGES.emailMismatch).max(320),
    password: zPassword.optional(),
  })
  .strict();
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ZDeleteAccountResponse = z.object({ deleted: z.literal(true), message: z.string() });
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;

/** An advisor hands every connected client to another advisor of its firm (one of `handOverTargets`). */
/** Hands the advisor's whole book to another advisor: proved as deletion is (the password, or a fresh social sign-in). */
export const ZClientsHandOverRequest = z
  .object({ toAdvisorId: z.string().min(1, PORTABILITY_MESSAGES.handOverTargetNotFound).max(100), password: zPassword.optional() })
  .strict();
export type TClientsHandOverRequest = z.infer<typeof ZClientsHandOverRequest>;

/**
 * An advisor disconnects every connected client: asked for in so many words, never by an empty call,
 * and proved as deletion is (the password, or for a social-only account a sign-in in the last 5 minutes):
 * one request ends the whole book.
 */
export const ZDisconnectAllClientsRequest = z.object({ confirm: z.literal(true), password: zPassword.optional() }).strict();
export type TDisconnectAllClientsRequest = z.infer<typeof ZDisconnectAllClientsRequest>;

/** How many clients were handed over (to whom) or disconnected (`toAdvisor` null). */
export const ZClientsHandOverResponse = z.object({ clients: z.number().int(), toAdvisor: ZFirmAdvisor.nullable() });
export type TClientsHandOverResponse = z.infer<typeof ZClientsHandOverResponse>;

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

/** The page's state: the newest export (if any), whether the account has a password to ask for, and what the law keeps. */
export const ZAccountDataResponse = z.object({
  latestExport: ZDataExport.nullable(),
  hasPassword: z.boolean(),
  keptAfterDeletion: z.string(),
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

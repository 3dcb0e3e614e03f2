import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export { ERROR_CODES, type ErrorCode } from './error-codes';

/** Every error the api sends has this body; `field` names the input a validation message is about. */
export const ZErrorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
    requestId: z.string().optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
export type TOkResponse = z.infer<typeof ZOkResponse>;

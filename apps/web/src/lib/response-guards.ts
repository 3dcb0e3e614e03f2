import type { TErrorResponse, TSessionResponse, TSessionUser } from '@finboard/contracts';
import { ERROR_CODES } from '@finboard/contracts/common/error-codes';
import { SUBSCRIPTION_STATUSES } from '@finboard/domain/billing';
import { isValidCalendarDate } from '@finboard/domain/calendar';

// The two answers every page reads at start-up (the session, and an error body), checked by hand so
// the start-up script does not carry zod (~27 kB gzip). They accept and return exactly what the
// contract schemas (ZSessionResponse, ZErrorResponse) do: response-guards.test.ts compares them.

/** What api-client checks an answer with: a zod schema, or a guard with the same `safeParse`. */
export interface ResponseSchema<T = unknown> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

type Fields = Record<string, unknown>;

/** A plain object, as z.object() accepts it (arrays are refused). */
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

const ROLES = ['client', 'advisor', 'admin'] as const;
const PLANS = ['free', 'paid'] as const;

function readSessionUser(value: unknown): TSessionUser | undefined {
  if (!isRecord(value)) return undefined;
  const { id, email, firstName, lastName, role, verified, completionDate, plan, parentId, clientAdvisorCount } = value;
  const { hasPassword, photoUrl, companyLogoUrl, subscriptionStatus, advisorLinkActive, welcomeSeen, twoFactorEnabled } = value;
  const { inviteLinkCount, clientVerified } = value;
  if (!isString(id) || !isString(email) || !isString(firstName) || !isString(lastName)) return undefined;
  if (role !== null && !isOneOf(ROLES, role)) return undefined;
  if (typeof verified !== 'boolean' || typeof hasPassword !== 'boolean' || typeof welcomeSeen !== 'boolean' || typeof twoFactorEnabled !== 'boolean')
    return undefined;
  if (!(completionDate === null || isValidCalendarDate(completionDate)) || !isStringOrNull(parentId)) return undefined;
  if (!isStringOrNull(photoUrl) || !isStringOrNull(companyLogoUrl)) return undefined;
  if (!isOneOf(PLANS, plan)) return undefined;
  // z.number().int(): a safe integer.
  if (typeof clientAdvisorCount !== 'number' || !Number.isSafeInteger(clientAdvisorCount)) return undefined;
  if (typeof inviteLinkCount !== 'number' || !Number.isSafeInteger(inviteLinkCount) || typeof clientVerified !== 'boolean') return undefined;
  if (!isOneOf(SUBSCRIPTION_STATUSES, subscriptionStatus) || typeof advisorLinkActive !== 'boolean') return undefined;
  // Unknown keys are dropped, as z.object() does.
  return {
    id,
    email,
    firstName,
    lastName,
    role,
    verified,
    completionDate,
    plan,
    parentId,
    clientAdvisorCount,
    subscriptionStatus,
    advisorLinkActive,
    hasPassword,
    photoUrl,
    companyLogoUrl,
    welcomeSeen,
    twoFactorEnabled,
    inviteLinkCount,
    clientVerified,
  };
}

/** GET /api/session's answer: `{ user }`, the user or null (ZSessionResponse). */
export const sessionResponseGuard: ResponseSchema<TSessionResponse> = {
  safeParse(input) {
    if (!isRecord(input)) return { success: false };
    if (input.user === null) return { success: true, data: { user: null } };
    const user = readSessionUser(input.user);
    return user ? { success: true, data: { user } } : { success: false };
  },
};

/** The error body every api failure carries (ZErrorResponse); undefined when the body is something else. */
export function readErrorBody(input: unknown): TErrorResponse['error'] | undefined {
  if (!isRecord(input) || !isRecord(input.error)) return undefined;
  const { code, message, field, requestId } = input.error;
  if (!isOneOf(ERROR_CODES, code) || !isString(message)) return undefined;
  if ((field !== undefined && !isString(field)) || (requestId !== undefined && !isString(requestId))) return undefined;
  const error: TErrorResponse['error'] = { code, message };
  // An optional key is kept when present (even as undefined), as z.object() does.
  if ('field' in input.error) error.field = field;
  if ('requestId' in input.error) error.requestId = requestId;
  return error;
}

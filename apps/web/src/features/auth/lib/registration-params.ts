import { ZRegistrationContext, type TRegistrationContext } from '@finboard/contracts';
import { calendarDateIn } from '@finboard/domain/calendar';
import type { PendingConnection } from '../../../lib/pending-connection';

export type SignUpRole = 'client' | 'advisor';
export type PrefillField = 'firstName' | 'lastName' | 'email';

export interface RegistrationParams {
  role: SignUpRole;
  /** Values from the link; each one present is also locked (read-only) in the form. */
  prefill: Partial<Record<PrefillField, string>>;
  context: TRegistrationContext;
}

const PREFILL_FIELDS: readonly PrefillField[] = ['firstName', 'lastName', 'email'];
const CONTEXT_FIELDS = ['advisor', 'source', 'advisorConnect', 'inviter', 'inviteType', 'expiry', 'sig', 'invitation'] as const;

/** The expired-link page's words (spec 01 §2): the account is still made, without the link. */
export { REGISTRATION_LINK_EXPIRED_MESSAGE } from '@finboard/domain/workspace';

/** Link expiries are written MM-DD-YYYY (spec 01 §5); the api wants YYYY-MM-DD. */
function normalizeExpiry(value: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : value;
}

/** Keeps a context value only if the contract accepts it, so a mangled link cannot block sign-up. */
function contextValue<K extends keyof TRegistrationContext>(key: K, raw: string | null) {
  if (raw === null || raw.trim() === '') return undefined;
  const value = key === 'expiry' ? normalizeExpiry(raw.trim()) : raw;
  const parsed = ZRegistrationContext.shape[key].safeParse(value);
  return parsed.success ? (parsed.data as TRegistrationContext[K]) : undefined;
}

/**
 * Reads a registration link (spec 01 §2 /register): prefilled names and email, the role, and the
 * link parameters kept as the request's `context`. `productUserParam` is `{product}User`.
 */
export function readRegistrationParams(search: URLSearchParams, options: { defaultRole: SignUpRole; productUserParam: string }): RegistrationParams {
  const prefill: RegistrationParams['prefill'] = {};
  for (const field of PREFILL_FIELDS) {
    const value = search.get(field)?.trim();
    if (value) prefill[field] = value;
  }
  const roleParam = search.get('role');
  const role: SignUpRole = roleParam === 'client' || roleParam === 'advisor' ? roleParam : options.defaultRole;

  const context: TRegistrationContext = {};
  for (const key of CONTEXT_FIELDS) {
    const value = contextValue(key, search.get(key));
    if (value !== undefined) Object.assign(context, { [key]: value });
  }
  const productUser = contextValue('productUser', search.get(options.productUserParam));
  if (productUser !== undefined) context.productUser = productUser;
  return { role, prefill, context };
}

/** Today's calendar date in UTC, YYYY-MM-DD: the api judges a link's expiry by it too. */
export function todayUtc(now: Date = new Date()): string {
  return calendarDateIn('UTC', now);
}

/** A link's expiry is its last valid day: it has expired once that day is over (UTC, as the api says). */
export function isRegistrationLinkExpired(context: TRegistrationContext, today: string = todayUtc()): boolean {
  return context.expiry !== undefined && context.expiry < today;
}

/**
 * The advisor a client's account will be linked with after sign-up: the directory's advisorConnect,
 * else an advisor's own registration link (advisor). Only ids are looked up, never emails.
 */
export function connectingAdvisorId(params: Pick<RegistrationParams, 'role' | 'context'>): string | null {
  if (params.role !== 'client') return null;
  const id = params.context.advisorConnect ?? params.context.advisor;
  return id && !id.includes('@') ? id : null;
}

/**
 * The context sent at sign-up: a visitor's connect funnel for this same advisor adds the chosen
 * share switches (and its source when the link names none). Another advisor's funnel adds nothing.
 */
export function withPendingConnection(context: TRegistrationContext, pending: PendingConnection | null): TRegistrationContext {
  if (!pending || !context.advisorConnect || pending.advisorId !== context.advisorConnect) return context;
  return { ...context, source: context.source ?? pending.source, share: pending.share };
}

/**
 * Whether the link claims something only the server can judge (an advisor's own link, whose
 * signature it checks, or an invitation's token): the page asks before the form is sent.
 */
export function needsLinkCheck(params: Pick<RegistrationParams, 'role' | 'context'>): boolean {
  const { context } = params;
  if (context.invitation || context.inviter) return true;
  if (params.role !== 'client' || context.advisorConnect || !context.advisor) return false;
  return (context.source ?? 'Directory').trim().toLowerCase() !== 'directory';
}

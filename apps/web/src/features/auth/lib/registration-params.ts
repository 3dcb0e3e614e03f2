import { ZRegistrationContext, type TRegistrationContext } from '@finboard/contracts';

export type SignUpRole = 'client' | 'advisor';
export type PrefillField = 'firstName' | 'lastName' | 'email';

export interface RegistrationParams {
  role: SignUpRole;
  /** Values from the link; each one present is also locked (read-only) in the form. */
  prefill: Partial<Record<PrefillField, string>>;
  context: TRegistrationContext;
}

const PREFILL_FIELDS: readonly PrefillField[] = ['firstName', 'lastName', 'email'];
const CONTEXT_FIELDS = ['advisor', 'source', 'advisorConnect', 'inviter', 'inviteType', 'expiry'] as const;

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
export function readRegistrationParams(
  search: URLSearchParams,
  options: { defaultRole: SignUpRole; productUserParam: string },
): RegistrationParams {
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

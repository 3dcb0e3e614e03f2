// Query-key roots shared across features, so one feature's save can refresh another's reads
// without importing it (features never import features).
export const queryKeys = {
  profile: ['profile'] as const,
  onboarding: ['onboarding'] as const,
  institutions: ['institutions'] as const,
  assets: ['assets'] as const,
  liabilities: ['liabilities'] as const,
  netWorth: ['net-worth'] as const,
  cashFlow: ['cash-flow'] as const,
  investments: ['investments'] as const,
  income: ['income'] as const,
  insurance: ['insurance'] as const,
  estate: ['estate'] as const,
  connections: ['connections'] as const,
  directory: ['directory'] as const,
  notifications: ['notifications'] as const,
  billing: ['billing'] as const,
  invitations: ['invitations'] as const,
};

/** Every read that a change to institutions or accounts can alter. */
export const accountDataKeys = [
  queryKeys.institutions,
  queryKeys.assets,
  queryKeys.liabilities,
  queryKeys.netWorth,
  queryKeys.cashFlow,
  queryKeys.investments,
] as const;

/** The key part naming whose data a read is: the viewed client's id, or 'me'. */
export const scopeKey = (userId?: string) => userId ?? 'me';

// Query-key roots shared across features, so one feature's save can refresh another's reads
// without importing it (features never import features).
export const queryKeys = {
  profile: ['profile'] as const,
  onboarding: ['onboarding'] as const,
};

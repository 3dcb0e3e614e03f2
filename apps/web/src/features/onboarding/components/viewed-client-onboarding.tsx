import { useQuery } from '@tanstack/react-query';
import { viewedClientOnboardingQuery } from '../api';
import { OnboardingSummary } from './onboarding-summary';
import { QueryError } from '../../../components/query-state';

/**
 * /client/onboarding?userId= for an advisor: the client's answers, read-only (no form). A refusal
 * is thrown to the shell's access-refused page by the query client.
 */
export function ViewedClientOnboarding({ userId }: { userId: string }) {
  const query = useQuery(viewedClientOnboardingQuery(userId));
  if (query.isError) return <QueryError query={query} />;
  return <OnboardingSummary onboarding={query.data?.onboarding} />;
}

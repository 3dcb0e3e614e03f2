import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { viewedClientOnboardingQuery } from '../api';
import { OnboardingSummary } from './onboarding-summary';

/**
 * /client/onboarding?userId= for an advisor: the client's answers, read-only (no form). A refusal
 * is thrown to the shell's access-refused page by the query client.
 */
export function ViewedClientOnboarding({ userId }: { userId: string }) {
  const query = useQuery(viewedClientOnboardingQuery(userId));
  if (query.isError) return <FormAlert message={errorMessage(query.error)} />;
  return <OnboardingSummary onboarding={query.data?.onboarding} />;
}

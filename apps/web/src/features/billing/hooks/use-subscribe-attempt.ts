import type { PaidPlanKey } from '@finboard/domain/billing';
import { useChangePlan, useSubscribe } from '../api';
import { useAttemptKey } from '../lib/attempt-key';

/**
 * Subscribing (or changing plan) as one attempt with one idempotency key: a double click or a retry
 * after a lost answer sends the same key, so the api makes one subscription; the key is replaced
 * once the answer is known, or when another plan is chosen (`reset`).
 */
function useKeyedPlanCall(call: (body: { plan: PaidPlanKey; idempotencyKey: string }) => Promise<unknown>) {
  const key = useAttemptKey();
  async function run(plan: PaidPlanKey) {
    const idempotencyKey = key.current();
    try {
      await call({ plan, idempotencyKey });
    } catch (error) {
      key.settle(error);
      throw error;
    }
    key.settle();
  }
  return { run, reset: key.reset };
}

export function useSubscribeAttempt() {
  const subscribe = useSubscribe();
  return { ...useKeyedPlanCall(subscribe.mutateAsync), isPending: subscribe.isPending };
}

export function useChangePlanAttempt() {
  const change = useChangePlan();
  return { ...useKeyedPlanCall(change.mutateAsync), isPending: change.isPending };
}

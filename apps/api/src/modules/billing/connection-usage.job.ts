import { randomUUID } from 'node:crypto';
import type { Db } from '@finboard/db';
import { z } from 'zod';
import { type JobKind, queueJob } from '../../jobs/job-runner';
import type { BillingDeps } from './billing-deps';
import { endSponsoredClientPlan, findLiveClientSubscriptionIds, reportExtraClients } from './billing.service';

export const CONNECTION_BILLING_JOB = 'billing.connection-changed';

/**
 * Queued in the transaction that connects or disconnects a client, so the advisor's connection
 * charge follows the links as they change, and a client who became sponsored (spec 01 §4: plan free
 * on accepting) stops paying for the client plan they had at that moment. While one waits for an
 * advisor, another change adds nothing: it counts the links when it runs.
 */
export async function queueConnectionBilling(tx: Db, link: { advisorId: string; clientId: string; accepted: boolean }): Promise<void> {
  const key = randomUUID();
  const sponsoredSubscriptionIds = link.accepted ? await findLiveClientSubscriptionIds(tx, link.clientId) : [];
  await queueJob(tx, {
    kind: CONNECTION_BILLING_JOB,
    payload: { advisorId: link.advisorId, clientId: link.clientId, key, sponsoredSubscriptionIds },
    dedupeKey: `${CONNECTION_BILLING_JOB}:${key}`,
    // An accept that sponsors is never folded into a waiting disconnect's job, which would drop its subscriptions.
    coalesceKey: `${CONNECTION_BILLING_JOB}:${link.advisorId}:${link.clientId}${sponsoredSubscriptionIds.length > 0 ? ':sponsors' : ''}`,
    maxAttempts: 8,
  });
}

const ZConnectionBillingPayload = z.object({
  advisorId: z.string().min(1),
  clientId: z.string().min(1),
  key: z.string().min(1),
  // Jobs queued before this field existed carry none: they sponsor nothing.
  sponsoredSubscriptionIds: z.array(z.string().min(1)).max(100).default([]),
});

export function connectionBillingJob(deps: BillingDeps): JobKind<z.infer<typeof ZConnectionBillingPayload>> {
  return {
    kind: CONNECTION_BILLING_JOB,
    // The provider keys the report by `key` and cancelling twice is cancelling once, so a repeated run is harmless.
    repeatable: true,
    coalesced: true,
    parse: (payload) => ZConnectionBillingPayload.parse(payload),
    async run({ advisorId, clientId, key, sponsoredSubscriptionIds }) {
      await reportExtraClients(deps, advisorId, key);
      await endSponsoredClientPlan(deps, clientId, sponsoredSubscriptionIds);
    },
  };
}

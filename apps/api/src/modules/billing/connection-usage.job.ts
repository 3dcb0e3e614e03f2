import { randomUUID } from 'node:crypto';
import type { Db } from '@finboard/db';
import { z } from 'zod';
import { type JobKind, queueJob } from '../../jobs/job-runner';
import type { BillingDeps } from './billing-deps';
import { endSponsoredClientPlan, reportExtraClients } from './billing.service';

export const CONNECTION_BILLING_JOB = 'billing.connection-changed';

/**
 * Queued in the transaction that connects or disconnects a client, so the advisor's connection
 * charge follows the links as they change, and a client who became sponsored (spec 01 §4: plan free
 * on accepting) stops paying for the client plan. While one waits for an advisor, another change
 * adds nothing: it counts the links when it runs.
 */
export async function queueConnectionBilling(tx: Db, link: { advisorId: string; clientId: string }): Promise<void> {
  const key = randomUUID();
  await queueJob(tx, {
    kind: CONNECTION_BILLING_JOB,
    payload: { ...link, key },
    dedupeKey: `${CONNECTION_BILLING_JOB}:${key}`,
    coalesceKey: `${CONNECTION_BILLING_JOB}:${link.advisorId}:${link.clientId}`,
    maxAttempts: 8,
  });
}

export function connectionBillingJob(deps: BillingDeps): JobKind<{ advisorId: string; clientId: string; key: string }> {
  return {
    kind: CONNECTION_BILLING_JOB,
    // The provider keys the report by `key` and cancelling twice is cancelling once, so a repeated run is harmless.
    repeatable: true,
    coalesced: true,
    parse: (payload) => z.object({ advisorId: z.string().min(1), clientId: z.string().min(1), key: z.string().min(1) }).parse(payload),
    async run({ advisorId, clientId, key }) {
      await reportExtraClients(deps, advisorId, key);
      await endSponsoredClientPlan(deps, clientId);
    },
  };
}

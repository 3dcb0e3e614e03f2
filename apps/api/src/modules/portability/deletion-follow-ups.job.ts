import type { Db } from '@finboard/db';
import { advisorNoticeOfDeletion } from '@finboard/domain/portability';
import { z } from 'zod';
import { type JobKind, type NewJob, queueJob } from '../../jobs/job-runner';
import type { AggregationProvider } from '../../providers/aggregation/aggregation-provider';
import { AggregationProviderError } from '../../providers/aggregation/aggregation-types';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import { decryptToken } from '../institutions/token-crypto';
import type { MailService } from '../mail/mail.service';
import { type AfterCommitWork, findContact } from './account-deletion.repository';

/** What a deletion does outside the database, each a job queued in its transaction (so none is lost) and retried until done. */
export const REVOKE_ITEM_JOB = 'account-deletion.revoke-item';
export const REMOVE_FILES_JOB = 'account-deletion.remove-files';
/** Queued by deletions before the customer itself was deleted; still run for any left in the queue. */
export const CANCEL_SUBSCRIPTION_JOB = 'account-deletion.cancel-subscription';
export const DELETE_CUSTOMER_JOB = 'account-deletion.delete-customer';
export const NOTIFY_ADVISOR_JOB = 'account-deletion.notify-advisor';

const ATTEMPTS = 8;

export async function queueDeletionFollowUps(tx: Db, deletedAccountId: string, work: AfterCommitWork): Promise<void> {
  const key = (kind: string, part: string | number) => `${kind}:${deletedAccountId}:${part}`;
  const jobs: NewJob[] = [
    ...work.encryptedItemTokens.map((token, index) => ({
      kind: REVOKE_ITEM_JOB,
      payload: { token },
      dedupeKey: key(REVOKE_ITEM_JOB, index),
      maxAttempts: ATTEMPTS,
    })),
    ...(work.billingCustomerId
      ? [{ kind: DELETE_CUSTOMER_JOB, payload: { customerId: work.billingCustomerId }, dedupeKey: key(DELETE_CUSTOMER_JOB, 'customer'), maxAttempts: ATTEMPTS }]
      : []),
  ];
  if (work.storageKeys.length > 0)
    jobs.push({ kind: REMOVE_FILES_JOB, payload: { keys: work.storageKeys }, dedupeKey: key(REMOVE_FILES_JOB, 'all'), maxAttempts: ATTEMPTS });
  for (const job of jobs) await queueJob(tx, job);
}

/** The provider forgets the item (Plaid's /item/remove); one already gone is done. */
export function revokeItemJob(deps: { provider: AggregationProvider; tokenKey: Buffer }): JobKind<{ token: string }> {
  return {
    kind: REVOKE_ITEM_JOB,
    repeatable: true,
    parse: (payload) => z.object({ token: z.string().min(1) }).parse(payload),
    async run({ token }) {
      try {
        await deps.provider.removeItem(decryptToken(deps.tokenKey, token));
      } catch (error) {
        if (error instanceof AggregationProviderError && (error.code === 'ITEM_NOT_FOUND' || error.code === 'INVALID_ACCESS_TOKEN')) return;
        throw error;
      }
    },
  };
}

/** Uploaded documents, reports and exports; removing a file already gone removes nothing. */
export function removeFilesJob(deps: { storage: FileStorage }): JobKind<{ keys: string[] }> {
  return {
    kind: REMOVE_FILES_JOB,
    repeatable: true,
    parse: (payload) => z.object({ keys: z.array(z.string().min(1)).max(100_000) }).parse(payload),
    async run({ keys }) {
      for (const key of keys) await deps.storage.delete(key);
    },
  };
}

/** Cancelled now, not at the period's end; one already ended needs nothing more. */
export function cancelSubscriptionJob(deps: { provider: BillingProvider }): JobKind<{ subscriptionId: string }> {
  return {
    kind: CANCEL_SUBSCRIPTION_JOB,
    repeatable: true,
    parse: (payload) => z.object({ subscriptionId: z.string().min(1) }).parse(payload),
    async run({ subscriptionId }) {
      const subscription = await deps.provider.getSubscription(subscriptionId);
      if (!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
      await deps.provider.cancelSubscription(subscriptionId);
    },
  };
}

/**
 * The billing provider forgets the customer (Stripe's DELETE /v1/customers/:id), which cancels its
 * subscriptions now rather than at the period's end; one already deleted is done.
 */
export function deleteCustomerJob(deps: { provider: BillingProvider }): JobKind<{ customerId: string }> {
  return {
    kind: DELETE_CUSTOMER_JOB,
    repeatable: true,
    parse: (payload) => z.object({ customerId: z.string().min(1) }).parse(payload),
    run: ({ customerId }) => deps.provider.deleteCustomer(customerId),
  };
}

/**
 * Queued by deletions before the advisors' bell took the news (a ClientAccountClosed event); still
 * run for any left in the queue. Never sent twice.
 */
export function notifyAdvisorJob(deps: { db: Db; mail: MailService; productName: string }): JobKind<{ advisorId: string; clientName: string }> {
  return {
    kind: NOTIFY_ADVISOR_JOB,
    repeatable: false,
    parse: (payload) => z.object({ advisorId: z.string().min(1), clientName: z.string().max(300) }).parse(payload),
    async run({ advisorId, clientName }) {
      const advisor = await findContact(deps.db, advisorId);
      if (!advisor) return;
      const notice = advisorNoticeOfDeletion(clientName, deps.productName);
      await deps.mail.sendOrThrow({ to: advisor.email, subject: notice.subject, text: notice.text, userId: advisorId });
    },
  };
}

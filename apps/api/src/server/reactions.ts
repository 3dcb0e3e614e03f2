import type { Db } from '@finboard/db';
import type { EventDelivery } from '../events/event-delivery';
import { matchClientTransfers } from '../modules/cash-flow/transfer-matching.service';
import { locateAdvisor, locateChangedAdvisor } from '../modules/directory/advisor-places.service';
import { recordNetWorthSnapshot, recordSnapshotsOfUnsyncedOwners } from '../modules/net-worth/snapshot.service';
import {
  noticeClientAccountClosed,
  noticeConnectionAccepted,
  noticeConnectionEnded,
  noticeConnectionRequested,
  noticeLoginExpired,
  noticeScenarioShared,
  noticeShareRequestAnswered,
  noticeShareRequested,
  readAnsweredRequest,
} from '../modules/notifications/event-notices';
import { grantScenarioAsk } from '../modules/connections/share-requests.service';

/**
 * What follows each domain event in other modules: the one place a write's follow-ups are wired,
 * so no module calls another's. Each reaction runs after its writer's commit, in a transaction of
 * its own that marks it delivered (its database work is kept once), and is retried by the sweep
 * when it fails, so each must be idempotent; why each one is, is said beside it. A reaction's
 * name is stored with the events it has run for: never rename one.
 */
export function registerReactions(delivery: EventDelivery): void {
  // Net worth. Idempotent: a snapshot is an upsert of the day's row from the balances as they are then.
  const snapshot = { name: 'net-worth.snapshot', run: recordSnapshotOf };
  delivery.on('InstitutionSynced', snapshot).on('InstitutionRemoved', snapshot).on('AccountChanged', snapshot);
  // Idempotent: the same upserts, one per owner with manual accounts only.
  delivery.on('DailyRefreshStarted', { name: 'net-worth.unsynced-owners-snapshots', run: (tx, event) => recordSnapshotsOfUnsyncedOwners(tx, event.onDate) });

  // Cash flow. Idempotent: matching sets every unlocked transaction to what one pass over them all finds.
  delivery.on('TransactionsSynced', { name: 'cash-flow.match-transfers', run: (tx, event) => matchClientTransfers(tx, event.ownerId).then(() => undefined) });
  delivery.on('InstitutionRemoved', { name: 'cash-flow.match-transfers', run: (tx, event) => matchClientTransfers(tx, event.ownerId).then(() => undefined) });
  delivery.on('AccountChanged', {
    name: 'cash-flow.match-transfers',
    run: async (tx, event) => {
      if (event.transactionsRemoved) await matchClientTransfers(tx, event.ownerId);
    },
  });

  // Notifications. Idempotent as delivered: each writes its notification (and queues its alerts) in
  // the transaction that marks it done, so however often it is tried one is kept; a request read
  // again stays read.
  delivery.on('ConnectionRequested', { name: 'notifications.notice', run: noticeConnectionRequested });
  delivery
    .on('ConnectionAccepted', { name: 'notifications.read-answered-request', run: readAnsweredRequest })
    .on('ConnectionAccepted', { name: 'notifications.notice', run: noticeConnectionAccepted });
  delivery
    .on('ConnectionEnded', { name: 'notifications.read-answered-request', run: readAnsweredRequest })
    .on('ConnectionEnded', { name: 'notifications.notice', run: noticeConnectionEnded });
  delivery.on('ScenarioShared', { name: 'notifications.notice', run: noticeScenarioShared });
  delivery.on('InstitutionLoginExpired', { name: 'notifications.notice', run: noticeLoginExpired });
  delivery.on('ClientAccountClosed', { name: 'notifications.notice', run: noticeClientAccountClosed });
  delivery.on('ShareRequested', { name: 'notifications.notice', run: noticeShareRequested });
  delivery.on('ShareRequestAnswered', { name: 'notifications.notice', run: noticeShareRequestAnswered });

  // Connections. Idempotent: only a pending ask for the shared scenario is granted; granted stays granted.
  delivery.on('ScenarioShared', { name: 'connections.grant-scenario-ask', run: grantScenarioAsk });

  // Directory. Idempotent: an advisor is placed from their profile's ZIP code as it is then.
  delivery.on('ProfileChanged', { name: 'directory.locate-advisor', run: locateChangedAdvisor });
  delivery.on('AdvisorOnboarded', { name: 'directory.locate-advisor', run: (tx, event) => locateAdvisor(tx, event.advisorId) });
}

async function recordSnapshotOf(tx: Db, event: { ownerId: string; onDate: string }): Promise<void> {
  await recordNetWorthSnapshot(tx, event.ownerId, event.onDate);
}

import { zCalendarDate, ZSharePart, ZSyncPart } from '@finboard/contracts';
import { z } from 'zod';

// What happened, in the past tense, each with what its reactions need (ids, never names or amounts
// a reaction can read itself). Stored as jsonb in domain_events and read back through these
// schemas, so an event recorded by an older build that no longer parses fails its delivery loudly
// rather than reaching a reaction under a cast. Reactions are registered in server/reactions.ts.

const id = z.string().min(1);
const side = z.enum(['client', 'advisor']);

/** A sync of a linked institution read its accounts (maybe not every part: `incompleteParts`). */
const ZInstitutionSynced = z.object({
  type: z.literal('InstitutionSynced'),
  ownerId: id,
  institutionId: id,
  /** The product day the balances were read on. */
  onDate: zCalendarDate,
  incompleteParts: z.array(ZSyncPart),
});

/** One update of an institution's transactions was applied (added, changed, removed; maybe none). */
const ZTransactionsSynced = z.object({ type: z.literal('TransactionsSynced'), ownerId: id, institutionId: id });

/** An institution and everything that came with it (accounts, transactions, holdings) was removed. */
const ZInstitutionRemoved = z.object({ type: z.literal('InstitutionRemoved'), ownerId: id, institutionId: id, onDate: zCalendarDate });

/** An institution went into needing a new bank login (not while it stays there). */
const ZInstitutionLoginExpired = z.object({ type: z.literal('InstitutionLoginExpired'), ownerId: id, institutionId: id, errorCode: z.string().min(1) });

/** An account was added, edited or removed by its owner. A removed linked account took its transactions with it. */
const ZAccountChanged = z.object({
  type: z.literal('AccountChanged'),
  ownerId: id,
  accountId: id,
  change: z.enum(['added', 'edited', 'removed']),
  transactionsRemoved: z.boolean(),
  onDate: zCalendarDate,
});

/** The day's refresh of every linked item began (their syncs are queued). */
const ZDailyRefreshStarted = z.object({ type: z.literal('DailyRefreshStarted'), onDate: zCalendarDate });

/** A pending link: a client's request, or a registration through a link (the advisor's own, or the directory's connect flow). */
const ZConnectionRequested = z.object({ type: z.literal('ConnectionRequested'), connectionId: id, clientId: id, advisorId: id, requestedBy: side });

/** A pending request was accepted by the side that did not send it. */
const ZConnectionAccepted = z.object({ type: z.literal('ConnectionAccepted'), connectionId: id, clientId: id, advisorId: id, requestedBy: side });

/** A link ended: a request declined or withdrawn, or a connection disconnected, by `endedBy`. */
const ZConnectionEnded = z.object({
  type: z.literal('ConnectionEnded'),
  connectionId: id,
  clientId: id,
  advisorId: id,
  endedBy: side,
  previousStatus: z.enum(['pending', 'connected']),
  status: z.enum(['declined', 'disconnected']),
});

/** A client shared a scenario with one of their advisors (newly: sharing again is no event). */
const ZScenarioShared = z.object({ type: z.literal('ScenarioShared'), scenarioId: id, ownerId: id, advisorId: id });

/** A connected advisor asked a client to share a part (a share switch, or a scenario). */
const ZShareRequested = z.object({
  type: z.literal('ShareRequested'),
  shareRequestId: id,
  clientId: id,
  advisorId: id,
  part: ZSharePart,
  /** part 'scenario': the scenario asked for. */
  scenarioId: id.nullable(),
});

/** The client answered an ask: granted (the part was shared: its switch turned on, the scenario shared) or declined. */
const ZShareRequestAnswered = z.object({
  type: z.literal('ShareRequestAnswered'),
  shareRequestId: id,
  clientId: id,
  advisorId: id,
  part: ZSharePart,
  answer: z.enum(['granted', 'declined']),
});

/** A user saved parts of their profile. */
const ZProfileChanged = z.object({
  type: z.literal('ProfileChanged'),
  userId: id,
  role: z.enum(['client', 'advisor', 'admin']).nullable(),
  parts: z.array(z.enum(['personal', 'contact', 'socialLinks', 'advisor', 'spouse', 'dependents'])),
});

/**
 * A client connected to this advisor deleted their account. The one event that carries a name: the
 * client's rows are gone with the commit, so the name the advisor knew is all a reaction could say.
 */
const ZClientAccountClosed = z.object({ type: z.literal('ClientAccountClosed'), deletedAccountId: id, advisorId: id, clientName: z.string().max(300) });

/** An advisor finished the onboarding wizard (their details are saved). */
const ZAdvisorOnboarded = z.object({ type: z.literal('AdvisorOnboarded'), advisorId: id });

export const ZDomainEvent = z.discriminatedUnion('type', [
  ZInstitutionSynced,
  ZTransactionsSynced,
  ZInstitutionRemoved,
  ZInstitutionLoginExpired,
  ZAccountChanged,
  ZDailyRefreshStarted,
  ZConnectionRequested,
  ZConnectionAccepted,
  ZConnectionEnded,
  ZScenarioShared,
  ZProfileChanged,
  ZAdvisorOnboarded,
  ZClientAccountClosed,
  ZShareRequested,
  ZShareRequestAnswered,
]);

export type DomainEvent = z.infer<typeof ZDomainEvent>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export type ProfilePart = z.infer<typeof ZProfileChanged>['parts'][number];

/** The user whose data an event is about (their events go with their account), or null for none. */
export function subjectOf(event: DomainEvent): string | null {
  switch (event.type) {
    case 'InstitutionSynced':
    case 'TransactionsSynced':
    case 'InstitutionRemoved':
    case 'InstitutionLoginExpired':
    case 'AccountChanged':
    case 'ScenarioShared':
      return event.ownerId;
    case 'ConnectionRequested':
    case 'ConnectionAccepted':
    case 'ConnectionEnded':
    case 'ShareRequested':
    case 'ShareRequestAnswered':
      return event.clientId;
    case 'ProfileChanged':
      return event.userId;
    case 'AdvisorOnboarded':
    case 'ClientAccountClosed':
      return event.advisorId;
    case 'DailyRefreshStarted':
      return null;
  }
}

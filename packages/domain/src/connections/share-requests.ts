import { formatDashDate } from '../format/date-time';
import { SHARE_SWITCH_LABELS, type ShareSettings, type ShareSwitch } from './share-switches';

/**
 * An advisor asking a connected client to share a part they keep to themselves (issue 34, item 3):
 * one of the three share switches, or one retirement scenario.
 */
export const SHARE_REQUEST_PARTS = ['netWorth', 'cashFlow', 'retirementScore', 'scenario'] as const;
export type SharePart = (typeof SHARE_REQUEST_PARTS)[number];

/** An ask waits (pending) until the client shares the part (granted) or says no (declined). */
export const SHARE_REQUEST_STATES = ['pending', 'granted', 'declined'] as const;
export type ShareRequestState = (typeof SHARE_REQUEST_STATES)[number];

/** A declined part may be asked for again this long after the decline. */
export const SHARE_REASK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SHARE_PART_LABELS: Record<SharePart, string> = {
  netWorth: SHARE_SWITCH_LABELS.netWorth,
  cashFlow: SHARE_SWITCH_LABELS.cashFlow,
  retirementScore: SHARE_SWITCH_LABELS.retirementScore,
  scenario: 'a retirement scenario',
};

export const isShareSwitchPart = (part: SharePart): part is ShareSwitch => part !== 'scenario';

/** Whether the part is shared already: a switch that is on, or a scenario shared with the advisor. */
export function isPartShared(part: SharePart, share: ShareSettings, scenarioShared: boolean): boolean {
  return isShareSwitchPart(part) ? share[part] : scenarioShared;
}

export interface ShareAskFacts {
  /** The part is shared with this advisor already. */
  shared: boolean;
  /** An ask of this advisor for this part is still waiting. */
  pending: boolean;
  /** When the client last declined this advisor's ask for this part, if ever. */
  lastDeclinedAt: Date | null;
  now: Date;
}

export type ShareAskRefusal = { reason: 'shared' } | { reason: 'pending' } | { reason: 'declinedRecently'; askAgainAt: Date };

/** Whether an advisor may ask for a part now: not while it is shared, asked or declined within SHARE_REASK_DAYS. */
export function shareAskRefusal(facts: ShareAskFacts): ShareAskRefusal | null {
  if (facts.shared) return { reason: 'shared' };
  if (facts.pending) return { reason: 'pending' };
  if (facts.lastDeclinedAt) {
    const askAgainAt = new Date(facts.lastDeclinedAt.getTime() + SHARE_REASK_DAYS * DAY_MS);
    if (facts.now < askAgainAt) return { reason: 'declinedRecently', askAgainAt };
  }
  return null;
}

export const SHARE_REQUEST_MESSAGES = {
  notFound: 'Share request not found',
  notConnected: 'You can ask only a client you are connected to.',
  subAdvisor: "Only the client's own advisor can ask them to share.",
  notPending: 'This request has already been answered.',
  retirementScoreFirst: "Ask for Retirement Score first: the client's plans show only while it is shared.",
} as const;

/** The refusal as the advisor reads it, naming the part and, after a decline, the day they may ask again. */
export function shareAskRefusalMessage(refusal: ShareAskRefusal, part: SharePart): string {
  const label = SHARE_PART_LABELS[part];
  switch (refusal.reason) {
    case 'shared':
      return `The client already shares ${label} with you.`;
    case 'pending':
      return `You already asked for ${label}; the client has not answered yet.`;
    case 'declinedRecently':
      return `The client declined to share ${label}. You can ask again on ${formatDashDate(refusal.askAgainAt)}.`;
  }
}

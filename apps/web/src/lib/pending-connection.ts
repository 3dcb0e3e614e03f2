import { settleShare, type ShareSettings } from '@finboard/domain/connections';

/**
 * A visitor's connect funnel, kept for the sign-up that follows it (spec 01 §4 Public connect flow):
 * the advisor and the share switches chosen before 'Get Started'. It lives in sessionStorage, so it
 * stays with this tab only and is gone when the tab closes; the sign-up form sends the switches as
 * `context.share` only when its link names the same advisor, then forgets them.
 */
export interface PendingConnection {
  advisorId: string;
  share: ShareSettings;
  source: string;
}

const STORAGE_KEY = 'finboard.pendingConnection';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the funnel then works without it.
    return null;
  }
}

export function savePendingConnection(pending: PendingConnection): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Full or refused: the sign-up then shares everything, the default.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The stored funnel, or null when there is none or it does not read as one (stored text is never trusted). */
export function readPendingConnection(): PendingConnection | null {
  let parsed: unknown;
  try {
    const text = storage()?.getItem(STORAGE_KEY);
    if (!text) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.advisorId !== 'string' || !parsed.advisorId || !isRecord(parsed.share)) return null;
  const { share } = parsed;
  if (typeof share.netWorth !== 'boolean' || typeof share.cashFlow !== 'boolean' || typeof share.retirementScore !== 'boolean') return null;
  const source = typeof parsed.source === 'string' && parsed.source.trim() ? parsed.source.trim().slice(0, 60) : 'Directory';
  return {
    advisorId: parsed.advisorId,
    share: settleShare({ netWorth: share.netWorth, cashFlow: share.cashFlow, retirementScore: share.retirementScore, all: share.all === true }),
    source,
  };
}

export function clearPendingConnection(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}

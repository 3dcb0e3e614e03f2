import { PORTABILITY_MESSAGES } from './messages';

/** A social sign-in proves who is there only while it is this fresh (there is no password to ask for). */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/** What the law keeps of a deleted account (invoices, the advisor-view audit, communication records) is kept this many years (spec 01). */
export const KEPT_RECORDS_YEARS = 6;

/** The moment before which a kept record is purged: the same instant, KEPT_RECORDS_YEARS calendar years earlier (UTC). */
export function keptRecordsCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - KEPT_RECORDS_YEARS);
  return cutoff;
}

/** An export's link lives this long. */
export const EXPORT_LINK_TTL_MS = 24 * 60 * 60_000;

/** The typed email must be the account's own (case and surrounding spaces aside). */
export function isEmailConfirmed(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}

/** Whether a session started recently enough to stand for signing in again. */
export function isRecentSignIn(sessionStartedAt: Date, now: Date): boolean {
  const age = now.getTime() - sessionStartedAt.getTime();
  return age >= 0 && age <= RECENT_SIGN_IN_MS;
}

export interface AdvisorTies {
  connectedClients: readonly string[];
  subAdvisors: readonly string[];
  /** The other advisors of the firm (the primary, fellow sub-advisors, one's own sub-advisors) who could take the clients. */
  firmAdvisors: readonly string[];
}

/**
 * Why an advisor may not delete their account yet, or null: clients still connected must be handed
 * over to another advisor of the firm (when there is one) or disconnected first, naming both, and
 * sub-advisors' accounts deleted (they hang off this one).
 */
export function advisorDeletionRefusal({ connectedClients, subAdvisors, firmAdvisors }: AdvisorTies): string | null {
  const parts: string[] = [];
  if (connectedClients.length > 0) {
    const clients = connectedClients.join(', ');
    parts.push(
      firmAdvisors.length > 0
        ? `Hand your connected clients over to another advisor of your firm (${firmAdvisors.join(', ')}) or disconnect them first (Hand over or Disconnect all, on this page): ${clients}.`
        : `Disconnect your connected clients first (Disconnect all, on this page, or My Clients): ${clients}.`,
    );
  }
  if (subAdvisors.length > 0) parts.push(`Delete your sub-advisor accounts first: ${subAdvisors.join(', ')}.`);
  return parts.length > 0 ? parts.join(' ') : null;
}

export type ReauthProof = { kind: 'password'; passwordMatches: boolean } | { kind: 'recent-session'; sessionStartedAt: Date; now: Date };

/** The re-authentication's refusal, or null when it stands. */
export function reauthRefusal(proof: ReauthProof): string | null {
  if (proof.kind === 'password') return proof.passwordMatches ? null : PORTABILITY_MESSAGES.passwordWrong;
  return isRecentSignIn(proof.sessionStartedAt, proof.now) ? null : PORTABILITY_MESSAGES.signInAgain;
}

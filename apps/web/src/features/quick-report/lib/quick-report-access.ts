import type { TSessionUser } from '@finboard/contracts';

/** Spec 02 §6: Quick Report without a client or role. */
export const NO_FEATURE_ACCESS = "you don't have access to this feature";

/** Quick Report is for a client, or an advisor with a client selected (?userId=). */
export function canOpenQuickReport(role: TSessionUser['role'] | null | undefined, viewedUserId: string | undefined): boolean {
  return role === 'client' || (role === 'advisor' && viewedUserId !== undefined);
}

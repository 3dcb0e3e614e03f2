import type { Db } from '@finboard/db';
import { type ClientDataScope, NO_ACCESS_TO_FEATURE } from '@finboard/domain';
import type { ReportPageOnlyKind, ReportRequestKind } from '@finboard/domain/reports';
import { forbidden } from '../errors/app-error';
import type { Actor } from './actor';
import { requireVerified, resolveReadOwner } from './client-data-access';

/**
 * Whose data a report shows (spec 02 §6): a client's own, or, for an advisor, the connected client
 * selected with ?userId= whose share switch for `scope` is on. An advisor without a client, an
 * admin, or anyone else: 'you don't have access to this feature'. The grant is read again on every
 * call, so a download after a disconnect is refused.
 */
export async function resolveReportOwner(db: Db, actor: Actor | null, requestedUserId: string | undefined, scope: ClientDataScope): Promise<string> {
  const viewer = requireVerified(actor);
  const isClient = viewer.role === 'client';
  const isAdvisorWithClient = viewer.role === 'advisor' && requestedUserId !== undefined && requestedUserId !== viewer.userId;
  if (!isClient && !isAdvisorWithClient) throw forbidden(NO_ACCESS_TO_FEATURE);
  return resolveReadOwner(db, viewer, requestedUserId, scope);
}

/**
 * The share switch each report needs (spec 01 §6 by way of SHARE_SWITCH_OF_SCOPE): Net Worth,
 * Investment, Liabilities, the quick report and all of them together under Net Worth; Cash Flows
 * under Cash Flow; My Retirement Score under Retirement Score. Scopes whose refusal is
 * 'you don't have access to this feature' (liabilities' own text is for its page).
 */
export const REPORT_SCOPES: Record<ReportRequestKind, ClientDataScope> = {
  netWorth: 'netWorth',
  cashFlow: 'cashFlow',
  investment: 'investments',
  liabilities: 'netWorth',
  retirement: 'scenarios',
  quickReport: 'quickReport',
  all: 'netWorth',
};

/** The page-only /pdf/* pages (user-assets, user-income, user-insurance) under their own screens' switches. */
export const REPORT_PAGE_SCOPES: Record<ReportPageOnlyKind, ClientDataScope> = {
  assets: 'assets',
  income: 'income',
  insurance: 'insurance',
};

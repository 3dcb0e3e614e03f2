import type { Db } from '@finboard/db';
import type { ClientDataScope } from '@finboard/domain';
import type { ReportPageOnlyKind, ReportRequestKind } from '@finboard/domain/reports';
import type { Actor } from './actor';
import { type ClientDataRead, decideClientDataRead, reportOwnerFor } from './client-data-read';

/**
 * A stored report link, opened again later by its requester: the grant is read again, so a
 * download after a disconnect or a switch turned off is refused (the report's refusal).
 */
export async function decideReportLinkRead(db: Db, requester: Actor | null, link: { ownerId: string; kind: ReportRequestKind }): Promise<ClientDataRead> {
  const scope = REPORT_SCOPES[link.kind];
  const read = await decideClientDataRead(db, requester, link.ownerId === requester?.userId ? undefined : link.ownerId, scope);
  reportOwnerFor(read, scope);
  return read;
}

/**
 * 'Download all Reports' in its job, as the requester, decided when it runs: the connection alone
 * (a disconnect while it waited fails it), each report then read under its own switch (a switch
 * turned off meanwhile makes that report's page say so), as on the request.
 */
export function decideReportJobRead(db: Db, requester: Actor, ownerId: string): Promise<ClientDataRead> {
  return decideClientDataRead(db, requester, ownerId === requester.userId ? undefined : ownerId, 'profile');
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

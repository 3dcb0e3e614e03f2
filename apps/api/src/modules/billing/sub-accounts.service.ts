import type { TSubAccountsPage } from '@finboard/contracts';
import type { Actor } from '../../access/actor';
import { forbidden, unauthenticated } from '../../errors/app-error';
import type { BillingDeps } from './billing-deps';
import { BILLING_MESSAGES } from './billing-messages';
import { countSubAccounts, deleteSubAccounts, findBillingUser, listSubAccounts } from './billing.repository';

const PAGE_SIZE = 10;

async function requirePrimaryAdvisor(deps: BillingDeps, actor: Actor | null): Promise<string> {
  if (!actor) throw unauthenticated();
  const user = await findBillingUser(deps.db, actor.userId);
  if (!user || user.role !== 'advisor') throw forbidden();
  if (user.parentId !== null) throw forbidden(BILLING_MESSAGES.subAdvisor);
  return user.id;
}

/** Advisor Subaccounts tab: 10 rows a page (spec 01 §2 Billing). */
export async function listSubAccountsPage(deps: BillingDeps, actor: Actor | null, page: number): Promise<TSubAccountsPage> {
  const advisorId = await requirePrimaryAdvisor(deps, actor);
  const [rows, total] = await Promise.all([listSubAccounts(deps.db, advisorId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), countSubAccounts(deps.db, advisorId)]);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, page, pageSize: PAGE_SIZE };
}

/** 'Delete All Sub-accounts' before a plan change that allows fewer (spec 01 §4). */
export async function deleteAllSubAccounts(deps: BillingDeps, actor: Actor | null): Promise<{ deleted: number }> {
  const advisorId = await requirePrimaryAdvisor(deps, actor);
  const deleted = await deleteSubAccounts(deps.db, advisorId);
  return { deleted: deleted.length };
}

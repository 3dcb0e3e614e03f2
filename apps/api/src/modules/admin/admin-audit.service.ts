import { ADMIN_ACTIONS, type TAdminAction, type TAdminAuditPage, ZAdminAuditEntry } from '@finboard/contracts';
import { parseStoredJson } from '../../errors/stored-json';
import type { AdminDeps } from './admin-deps';
import { countAuditEntries, findAuditEntries } from './admin-audit.repository';

const PAGE_SIZE = 50;
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || 'Deleted user';
/** admin_audit_log.details through the entry's contract: one that does not parse is a 500 (StoredDataError). */
const storedDetails = (row: { id: string; details: unknown }) =>
  parseStoredJson(ZAdminAuditEntry.shape.details, row.details, { table: 'admin_audit_log', column: 'details', rowId: row.id });
const toAction = (value: string): TAdminAction => ((ADMIN_ACTIONS as readonly string[]).includes(value) ? (value as TAdminAction) : 'suspend');

export async function listAuditEntries(deps: AdminDeps, query: { userId?: string; page: number }): Promise<TAdminAuditPage> {
  const [rows, total] = await Promise.all([
    findAuditEntries(deps.db, { userId: query.userId, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
    countAuditEntries(deps.db, query.userId),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      adminId: row.adminId,
      adminName: fullName(row.adminFirstName, row.adminLastName),
      targetUserId: row.targetUserId,
      targetName: fullName(row.targetFirstName, row.targetLastName),
      action: toAction(row.action),
      reason: row.reason,
      details: storedDetails(row),
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: PAGE_SIZE,
    total,
  };
}

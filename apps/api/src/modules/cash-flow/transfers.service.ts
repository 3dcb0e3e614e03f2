import type { TMarkTransferRequest, TMarkTransferResponse } from '@finboard/contracts';
import { budgetCategoryType, type CategoryType } from '@finboard/domain/accounts';
import type { ClientDataWrite } from '../../access/client-data-write';
import { notFound } from '../../errors/app-error';
import type { CashFlowDeps } from './cash-flow.service';
import { findLiveTransaction } from './cash-flow.repository';
import { matchClientTransfers } from './transfer-matching.service';
import { lockCategoryType } from './transfers.repository';

/**
 * The client says whether one transaction is a transfer. 'Not a transfer' sends a transfer back to
 * the budget group of its provider category, and pins any other in its group so matching never
 * makes it a transfer. Either way the choice is locked: syncs and matching leave it alone.
 */
export async function markTransfer(deps: CashFlowDeps, write: ClientDataWrite, body: TMarkTransferRequest): Promise<TMarkTransferResponse> {
  const ownerId = write.ownerId;
  const transaction = await findLiveTransaction(deps.db, { ownerId, id: body.transactionId });
  if (!transaction) throw notFound('Transaction does not exist!');
  let categoryType = transaction.categoryType as CategoryType;
  if (body.isTransfer) categoryType = 'transfer';
  else if (categoryType === 'transfer') categoryType = budgetCategoryType(transaction.categoryPrimary, transaction.categoryDetailed);
  await lockCategoryType(deps.db, { ownerId, id: transaction.id, categoryType });
  // The side it was paired with may now stand alone, or pair with another: as a sync would find.
  await matchClientTransfers(deps.db, ownerId);
  return { id: transaction.id, categoryType };
}

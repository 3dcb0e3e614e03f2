import { formatCents } from '@finboard/domain/format';
import type { TRecategorizePreviewResponse } from '@finboard/contracts';
import { CATEGORY_LABELS, type BudgetCategoryType } from './categories';

/** "23 Groceries transactions, $2,926.40, will move to Savings." — or this transaction alone. */
export function recategorizeSentence(preview: TRecategorizePreviewResponse, to: BudgetCategoryType): string {
  const destination = CATEGORY_LABELS[to];
  if (preview.count <= 1) return `This transaction will move to ${destination}.`;
  const what = preview.categoryLabel ? `${preview.categoryLabel} transactions` : 'transactions';
  return `${preview.count} ${what}, ${formatCents(Math.abs(preview.amountCents))}, will move to ${destination}.`;
}

import { ZIncome } from '@finboard/contracts';
import { parseStoredJson } from '../../errors/stored-json';

/**
 * income_records.income_infos through the contract it was saved with (updateIncome validates the
 * whole page with ZIncome): one that does not parse is a 500 (StoredDataError), not a cast.
 */
export const storedIncomeInfos = (row: { userId: string; incomeInfos: unknown }) =>
  parseStoredJson(ZIncome.shape.incomeInfos, row.incomeInfos, { table: 'income_records', column: 'income_infos', rowId: row.userId });

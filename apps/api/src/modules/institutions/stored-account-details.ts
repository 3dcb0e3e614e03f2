import { ZStoredLiabilityDetails } from '@finboard/contracts';
import { parseStoredJson } from '../../errors/stored-json';

const ZDetailsColumn = ZStoredLiabilityDetails.nullable();

/**
 * financial_accounts.details through its contract (null for assets): a value that does not parse is
 * a 500 (StoredDataError) rather than numbers of unknown type reaching a plan or the web.
 */
export const storedAccountDetails = (row: { id: string; details: unknown }) =>
  parseStoredJson(ZDetailsColumn, row.details, { table: 'financial_accounts', column: 'details', rowId: row.id });

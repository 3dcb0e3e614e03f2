import type { Db, LagTolerantReads } from '@finboard/db';
import type { MarketDataProvider } from '../../providers/market-data/market-data-provider';
import type { FileStorage } from '../../providers/storage/file-storage';

/** What generating and serving reports needs: the screens' services' deps together, and the link's lifetime. */
export interface ReportDeps {
  db: Db;
  storage: FileStorage;
  marketData: MarketDataProvider;
  /** The product's today (PRODUCT_TIME_ZONE, New York by default), `YYYY-MM-DD`. */
  today: () => string;
  now: () => Date;
  productName: string;
  linkTtlMs: number;
}

/**
 * A report's data reads tolerate a little lag (readDb: the request's, or the primary in the 'all
 * reports' job, which runs just after its request committed); who may read is decided on `db`.
 */
export type ReportReadDeps = ReportDeps & LagTolerantReads;

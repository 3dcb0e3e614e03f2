import type { Db } from '@finboard/db';
import type { MarketDataProvider } from '../../providers/market-data/market-data-provider';
import type { FileStorage } from '../../providers/storage/file-storage';

/** What generating and serving reports needs: the screens' services' deps together, and the link's lifetime. */
export interface ReportDeps {
  db: Db;
  storage: FileStorage;
  marketData: MarketDataProvider;
  /** The product's today (America/New_York), `YYYY-MM-DD`. */
  today: () => string;
  now: () => Date;
  productName: string;
  linkTtlMs: number;
}

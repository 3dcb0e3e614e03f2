import type { Db } from '@finboard/db';
import type { FileStorage } from '../../providers/storage/file-storage';

export interface PortabilityDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

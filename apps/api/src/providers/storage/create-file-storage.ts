import { join } from 'node:path';
import type { Config } from '../../config/env';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(join(config.dataDir, 'files'));
}

/** Where uploaded files (and generated reports) live. Keys are ours (`<userId>/<uuid>.<ext>`), never a client's file name. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+\/[0-9a-f-]{36}\.(jpg|png|pdf|zip)$/;

/** Refuses any key we did not make, so no path can climb out of the storage root. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
}

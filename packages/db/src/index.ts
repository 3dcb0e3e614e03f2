export * from './database';
export type { ListenHandlers, Listener } from './listen';
export * from './open-database';
export * from './data-dir-lock';
export * from './migrations-folder';
export * from './schema';
export * from './replicas/read-router';
export type { ReplicaState, ReplicaStatus } from './replicas/replica-set';
export { formatLsn, parseLsn } from './replicas/lsn';

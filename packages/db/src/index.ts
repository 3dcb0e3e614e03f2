export * from './database';
export type { ListenHandlers, Listener } from './listen';
export * from './open-database';
export * from './data-dir-lock';
export * from './migrations-folder';
export * from './schema';

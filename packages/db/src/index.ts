export * from './database';
export * from './open-database';
export * from './data-dir-lock';
export * from './migrations-folder';
export * from './schema';

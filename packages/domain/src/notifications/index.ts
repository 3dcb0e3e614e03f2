export * from './notification-types';
export * from './search-limits';
export * from './notification-sentence';

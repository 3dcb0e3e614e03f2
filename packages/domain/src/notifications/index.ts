export * from './notification-types';
export * from './notification-age';
export * from './search-limits';
export * from './notification-sentence';

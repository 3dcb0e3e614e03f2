export * from './notification-types';
export * from './notification-age';

export * from './dashboard-period';
export * from './registration-sources';
export * from './sync-freshness';
export * from './invite';
export * from './local-numbers';
export * from './invitation-messages';
export * from './first-run';

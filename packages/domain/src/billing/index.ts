export * from './plans';
export * from './subscription-status';
export * from './connection-charge';
export * from './proration';
export * from './sub-accounts';
export * from './test-cards';
export * from './plan-change';
export * from './billing-attempts';

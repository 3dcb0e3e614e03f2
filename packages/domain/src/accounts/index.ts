export * from './classification';
export * from './category-type';
export * from './manual-account';
export * from './date-range';
export * from './carry-forward';
export * from './whole-months';
export * from './balance-history';
export * from './category-labels';

export * from './recurring-revenue';
export * from './periods';
export * from './provider-links';
export * from './mrr-history';

export * from './recurring-revenue';
export * from './periods';
export * from './provider-links';

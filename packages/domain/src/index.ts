// Pure domain code: no I/O, no framework. Subpaths (./planning, ./validation) keep bundles small.
export * from './calendar';
export * from './validation';
export * from './auth';
export * from './profile';
export * from './accounts';
export * from './cash-flow';
export * from './scenarios';
export * from './connections';
export * from './directory';
export * from './notifications';
export * from './money';
export * from './billing';
export * from './reports';
export * from './workspace';
export * from './admin';
export * from './estate';
export * from './format';

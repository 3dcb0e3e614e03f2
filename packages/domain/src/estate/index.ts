export * from './estate-kinds';
export * from './beneficiary-shares';
export * from './estate-review';

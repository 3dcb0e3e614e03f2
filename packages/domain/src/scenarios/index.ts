export * from './scenario-rules';
export * from './retirement-plan-input';
export * from './retirement-results';
export * from './plan-starting-inputs';
export * from './scenario-title';
export * from './depletion-age';
export * from './plan-source-lines';

export * from './scenario-rules';
export * from './retirement-plan-input';
export * from './retirement-results';

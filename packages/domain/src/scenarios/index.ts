export * from './scenario-rules';
export * from './retirement-plan-input';

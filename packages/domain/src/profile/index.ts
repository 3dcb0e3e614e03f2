export * from './advisor-options';
export * from './dates';
export * from './phone';
export * from './url';

export * from './advisor-options';
export * from './dates';
export * from './contact-zip';
export * from './phone';
export * from './url';

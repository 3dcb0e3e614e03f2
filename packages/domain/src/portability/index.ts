export * from './messages';
export * from './deletion-rules';

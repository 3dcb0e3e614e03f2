export * from './report-kinds';
export * from './report-format';

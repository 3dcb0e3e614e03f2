export * from './report-kinds';
export * from './report-format';
export * from './retirement-figures';

export * from './auth';
export * from './mail';
export * from './files';
export * from './profiles';
export * from './accounts';
export * from './scenarios';
export * from './market-data';
export * from './cash-flow-totals';

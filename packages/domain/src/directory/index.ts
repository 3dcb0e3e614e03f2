export * from './advisor-categories';
export * from './places';
export * from './ratings';

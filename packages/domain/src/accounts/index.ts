export * from './classification';
export * from './category-type';
export * from './manual-account';

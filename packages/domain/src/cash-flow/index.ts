export * from './transfer-matching';
export * from './category-label';

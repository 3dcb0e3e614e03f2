export * from './transfer-matching';

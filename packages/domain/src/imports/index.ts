// Public API of @finboard/domain/imports: reading bank files (OFX/QFX, QIF, CSV) into transactions, pure.
export * from './import-limits';
export * from './import-messages';
export * from './amount-text';
export * from './date-text';
export * from './file-records';
export * from './ofx';
export * from './qif';
export * from './csv-mapping';
export * from './read-records';
export * from './imported-category';
export * from './import-dedupe';
export * from './file-kind';

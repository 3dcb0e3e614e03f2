// Public API of @finboard/domain/format: the one way every surface (web, PDFs, CSV, Excel, emails)
// writes money, percents, counts, dates, times and ages.
export * from './money';
export * from './compact';
export * from './percent';
export * from './count';
export * from './date-time';
export * from './age';
export * from './labels';

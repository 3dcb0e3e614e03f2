// Public API of @finboard/domain/calendar: pure arithmetic on `YYYY-MM-DD` calendar dates, and
// the one place an instant becomes a calendar date.
export * from './calendar-date';
export * from './arithmetic';
export * from './month-bounds';
export * from './weekdays';
export * from './today';

import { daysInMonth, monthOf, toCalendarDate, yearOf } from './calendar-date';

export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

export const endOfMonth = (date: string): string => toCalendarDate(yearOf(date), monthOf(date), daysInMonth(yearOf(date), monthOf(date)));

export const startOfYear = (date: string): string => `${date.slice(0, 4)}-01-01`;

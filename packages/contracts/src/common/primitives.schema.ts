import { isValidCalendarDate } from '@finboard/domain/calendar';
import { z } from 'zod';
import { namingField } from './readable-issue';

const noControlCharacters = namingField('The text', (label) => `${label} cannot contain control characters`);

/** Messages of a field's own (the spec's) for a text left out or too long; otherwise the readable defaults. */
export interface TextMessages {
  required?: string;
  tooLong?: string;
}

/** Free text from a form: bounded, trimmed, no control characters (they never belong in a name). */
export const zText = (max: number, messages: TextMessages = {}) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : undefined) })
    .max(max, messages.tooLong)
    .transform((value) => value.trim())
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: noControlCharacters });

/** A password travels untrimmed: spaces are part of it. */
export const zPassword = z.string().max(1024);

/** A day that exists on the calendar (2024-02-29, not 2023-02-29 or 2026-02-30), as YYYY-MM-DD. */
export const zCalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: namingField('The date', (label) => `${label} must be a date in the YYYY-MM-DD format`) })
  .refine(isValidCalendarDate, { error: namingField('The date', (label) => `${label} must be a date that exists`) });

/** Multi-line free text (a description, a policy): like zText, but line breaks and tabs are kept. */
export const zMultilineText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim())
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), { error: noControlCharacters });

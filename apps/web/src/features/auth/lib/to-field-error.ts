import type { FieldError } from '@finboard/domain/validation';
import { errorMessage, isAppError } from '../../../lib/app-error';

/** A failed call shown where the form shows its own messages; `form` when no field is named. */
export function toFieldError(error: unknown): FieldError {
  return { field: isAppError(error) ? (error.field ?? 'form') : 'form', message: errorMessage(error) };
}

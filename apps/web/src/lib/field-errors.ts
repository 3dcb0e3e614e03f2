import { errorMessage, isAppError } from './app-error';
import type { FormErrors } from '@mantine/form';

/** Messages by field path, as the api names fields: `personal.phone`, `advisor.firmWebsite`, `birthDate`. */
export type FieldErrors = Partial<Record<string, string>>;

/** A failed call split into a message at a known field, or a message for the whole form. */
export function splitApiError(error: unknown, knownFields: readonly string[]) {
  const field = isAppError(error) ? error.field : undefined;
  const message = errorMessage(error);
  if (field && knownFields.includes(field)) {
    return { fieldErrors: { [field]: message } as FieldErrors, formMessage: null };
  }
  return { fieldErrors: {} as FieldErrors, formMessage: message };
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** A useForm's errors as FieldErrors: the forms keyed by api names only ever set text. */
export function fieldErrorsOf(errors: FormErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

import type { FieldError } from '@finboard/domain/validation';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';

/*
 * The spec's forms that show one message at a time (sign-up, the manual account form, the invites):
 * the domain's validator names the first rule that fails, in the spec's order, and @mantine/form holds
 * it as the one error of that field (or of `form`, for the whole form). The message is shown once, in
 * the form's alert; its input is only marked.
 */

/** The failed rule (or none) as @mantine/form's errors: its field holds its message. */
export function oneMessage(failure: FieldError | null): FormErrors {
  return failure ? { [failure.field]: failure.message } : {};
}

/** A message about the whole form (a server's answer, or a rule over several fields), or none. */
export function problemOf(message: string | null): FormErrors {
  return message ? { form: message } : {};
}

/** The one message the form shows, or null. */
export function shownMessage(errors: FormErrors): string | null {
  const [message] = Object.values(errors).filter(Boolean);
  return typeof message === 'string' ? message : null;
}

/** useForm's enhanceGetInputProps: an input with the message is marked invalid, without the text under it. */
export const markInvalidOnly = ({ inputProps }: { inputProps: GetInputPropsReturnType }) => ({ error: Boolean(inputProps.error) });

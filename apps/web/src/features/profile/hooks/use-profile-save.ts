import type { TUpdateProfileRequest } from '@finboard/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { fieldErrorsOf, splitApiError } from '../../../lib/field-errors';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api';

/**
 * One tab's Save, for the tab's @mantine/form (its values checked by its `validate` first, messages
 * keyed by the api's field names): PATCHes the tab's sections. The outcome is a toast; a message
 * about a field this tab shows (`knownFields`) also appears at that field.
 */
export function useProfileSave<Values>(form: UseFormReturnType<Values>, knownFields: readonly string[]) {
  const update = useUpdateProfile();

  const save = (body: TUpdateProfileRequest) => {
    update.mutate(body, {
      onSuccess: () => notifySuccess(FORM_MESSAGES.saved),
      onError: (error) => {
        const { fieldErrors, formMessage } = splitApiError(error, knownFields);
        form.setErrors(fieldErrors);
        notifyError(formMessage ?? Object.values(fieldErrors)[0] ?? '');
      },
    });
  };

  /** The user is editing the field: its message goes. */
  const clearError = (field: string) => form.clearFieldError(field);
  return { save, errors: fieldErrorsOf(form.errors), clearError, isSaving: update.isPending };
}

import type { TUpdateProfileRequest } from '@finboard/contracts';
import { useState } from 'react';
import { hasErrors, splitApiError, withoutError, type FieldErrors } from '../../../lib/field-errors';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api';

/**
 * One tab's Save: checks first, then PATCHes the tab's sections. The outcome is a toast; a message
 * about a field this tab shows (`knownFields`) also appears at that field.
 */
export function useProfileSave(knownFields: readonly string[]) {
  const update = useUpdateProfile();
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = (body: TUpdateProfileRequest, found: FieldErrors = {}) => {
    setErrors(found);
    if (hasErrors(found)) return;
    update.mutate(body, {
      onSuccess: () => notifySuccess(FORM_MESSAGES.saved),
      onError: (error) => {
        const { fieldErrors, formMessage } = splitApiError(error, knownFields);
        setErrors(fieldErrors);
        notifyError(formMessage ?? Object.values(fieldErrors)[0] ?? '');
      },
    });
  };

  const clearError = (field: string) => setErrors((current) => withoutError(current, field));
  return { save, errors, clearError, isSaving: update.isPending };
}

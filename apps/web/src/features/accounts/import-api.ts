import { type TImportOptions, ZImportAccountsResponse, ZImportConfirmResponse, ZImportPreviewResponse } from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { refreshAccountData } from './api';

/** The client's manual accounts, into which a file may go. */
export const importAccountsQuery = () =>
  queryOptions({ queryKey: ['imports', 'accounts'], queryFn: () => api.get('/api/imports/accounts', ZImportAccountsResponse) });

export interface ImportRequest {
  options: TImportOptions;
  file: File;
}

// The options before the file: the server reads only the fields that arrive ahead of the file part.
function importForm({ options, file }: ImportRequest): FormData {
  const form = new FormData();
  form.set('options', JSON.stringify(options));
  form.set('file', file);
  return form;
}

export function useImportPreview() {
  return useMutation({ mutationFn: (request: ImportRequest) => api.postForm('/api/imports/preview', importForm(request), ZImportPreviewResponse) });
}

export function useImportConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => api.postForm('/api/imports/confirm', importForm(request), ZImportConfirmResponse),
    onSuccess: async () => {
      await refreshAccountData(queryClient);
      await queryClient.invalidateQueries({ queryKey: ['imports'] });
    },
  });
}

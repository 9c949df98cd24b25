import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.savedReports.deleteSavedReport, with its schedule. */
export function useDeleteSavedReport() {
  return useMutation(mutationFor(api.savedReports.deleteSavedReport, { meta: { success: ANSWER_MSG } }));
}

import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.savedReports.updateSavedReport, every field sent: sharing and the schedule change through it. */
export function useUpdateSavedReport() {
  return useMutation(mutationFor(api.savedReports.updateSavedReport, { meta: { success: ANSWER_MSG } }));
}

import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { SAVED_REPORT_MESSAGES } from '../messages.ts';

/** api.savedReports.saveReport; a name the caller has used already is refused in the server's words. */
export function useSaveReport() {
  return useMutation(
    mutationFor(api.savedReports.saveReport, { meta: { success: SAVED_REPORT_MESSAGES.saved } }),
  );
}

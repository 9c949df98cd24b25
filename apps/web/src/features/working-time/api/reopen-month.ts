import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.workingTime.reopenMonth: an Admin opens a closed month again, for one person or everyone. */
export function useReopenMonth() {
  return useMutation(mutationFor(api.workingTime.reopenMonth, { meta: { success: ANSWER_MSG } }));
}

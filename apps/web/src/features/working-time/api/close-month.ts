import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.workingTime.closeMonth: closes a month for one person, or without `userId` for everyone. */
export function useCloseMonth() {
  return useMutation(mutationFor(api.workingTime.closeMonth, { meta: { success: ANSWER_MSG } }));
}

import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { RATE_MESSAGES } from '../messages.ts';

/** api.rates.setRate; a refusal (an unknown person, say) is said in the server's words. */
export function useSetRate() {
  return useMutation(mutationFor(api.rates.setRate, { meta: { success: RATE_MESSAGES.saved } }));
}

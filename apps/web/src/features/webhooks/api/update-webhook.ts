import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.webhooks.updateWebhook: its address and events, or whether it is sent anything. */
export function useUpdateWebhook() {
  return useMutation(mutationFor(api.webhooks.updateWebhook, { meta: { success: ANSWER_MSG } }));
}

import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { ANSWER_MSG } from '../../../lib/query-client.ts';

/** api.webhooks.deleteWebhook: the endpoint and its delivery log go. */
export function useDeleteWebhook() {
  return useMutation(mutationFor(api.webhooks.deleteWebhook, { meta: { success: ANSWER_MSG } }));
}

import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { WEBHOOK_MESSAGES } from '../messages.ts';

/** api.webhooks.addWebhook: its answer holds the signing secret, which is shown this once. */
export function useAddWebhook() {
  return useMutation(mutationFor(api.webhooks.addWebhook, { meta: { success: WEBHOOK_MESSAGES.added } }));
}

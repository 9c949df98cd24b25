import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { WEBHOOK_MESSAGES } from '../messages.ts';

/** api.webhooks.sendWebhookTestEvent */
export function useSendWebhookTestEvent() {
  return useMutation(
    mutationFor(api.webhooks.sendWebhookTestEvent, { meta: { success: WEBHOOK_MESSAGES.testQueued } }),
  );
}

import { api } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { mutationFor } from '../../../lib/mutation-for.ts';
import { WEBHOOK_MESSAGES } from '../messages.ts';

/** api.webhooks.resendWebhookDelivery */
export function useResendWebhookDelivery() {
  return useMutation(
    mutationFor(api.webhooks.resendWebhookDelivery, { meta: { success: WEBHOOK_MESSAGES.resent } }),
  );
}

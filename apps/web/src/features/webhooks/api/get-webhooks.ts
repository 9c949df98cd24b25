import { api, type Webhook, type WebhookDelivery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** How often an open delivery log is read again: attempts are made in the background. */
const DELIVERIES_REFRESH_MS = 5_000;

/** api.webhooks.getWebhooks: the tenant's endpoints, for Admins. */
export function useWebhooks() {
  return useQuery({
    queryKey: [...queryKeys.webhooks, 'list'],
    queryFn: async (): Promise<Webhook[]> => (await call(api.webhooks.getWebhooks, {})).webhooks,
  });
}

/** api.webhooks.getWebhookDeliveries: one endpoint's log, newest first, read again while shown. */
export function useWebhookDeliveries(webhookId: string) {
  return useQuery({
    queryKey: [...queryKeys.webhooks, 'deliveries', webhookId],
    queryFn: async (): Promise<WebhookDelivery[]> =>
      (await call(api.webhooks.getWebhookDeliveries, { webhookId })).deliveries,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}

import {
  WebhookEventTypeSchema,
  WebhookUrlSchema,
  type Webhook,
  type WebhookEventType,
} from '@portal/contract';
import { z } from 'zod';
import { filled } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';
import { WEBHOOK_MESSAGES } from './messages.ts';

registerFieldMessages({
  urlRequired: WEBHOOK_MESSAGES.urlRequired,
  urlInvalid: WEBHOOK_MESSAGES.urlInvalid,
  eventsRequired: WEBHOOK_MESSAGES.eventsRequired,
});

export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
}

/** The form, checked with the contract's rules, giving the address and events the calls send. */
export const WebhookFormSchema = z.object({
  url: filled(WEBHOOK_MESSAGES.urlRequired.defaultMessage)
    .transform((url) => url.trim())
    .refine((url) => WebhookUrlSchema.safeParse(url).success, WEBHOOK_MESSAGES.urlInvalid.defaultMessage),
  // react-hook-form may read a group of checkboxes with none ticked as false rather than [].
  events: z
    .union([z.array(WebhookEventTypeSchema), z.literal(false)])
    .transform((events) => events || [])
    .pipe(z.array(WebhookEventTypeSchema).min(1, WEBHOOK_MESSAGES.eventsRequired.defaultMessage)),
});

export const NEW_WEBHOOK: WebhookFormValues = { url: '', events: [] };

export const webhookFormOf = (webhook: Webhook): WebhookFormValues => ({
  url: webhook.url,
  events: webhook.events,
});

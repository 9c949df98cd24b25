import { z } from 'zod';
import { CreatedAnswerSchema, IdSchema, MessageAnswerSchema, TenantBodySchema } from './common.ts';
import { ADMIN_ROLES, changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';
import { validationMessages } from './refusals.ts';
import { WebhookEventTypeSchema } from './webhook-events.ts';
import { secret } from './secret.ts';

/** The longest address an endpoint may have. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** How many endpoints one tenant may register. */
export const MAX_WEBHOOKS = 20;
/** How many of an endpoint's deliveries its log shows, newest first. */
export const MAX_WEBHOOK_DELIVERIES_PAGE = 100;
/** How long an endpoint may fail before it is disabled and the Admins are told, in hours. */
export const WEBHOOK_FAILING_HOURS = 24;

/** Where deliveries go: an http or https address. */
export const WebhookUrlSchema = z.url({ protocol: /^https?$/ }).max(MAX_WEBHOOK_URL_LENGTH);

/** The events to send, each once; at least one. */
const WebhookEventsSchema = z
  .array(WebhookEventTypeSchema)
  .min(1, validationMessages['is-required'].defaultMessage)
  .transform((events) => [...new Set(events)]);

/** A registered endpoint; its secret is answered once, when it is added, and never again. */
export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  /** False once disabled, by an Admin or after failing for WEBHOOK_FAILING_HOURS. */
  enabled: z.boolean(),
  /** Since when every delivery has failed; null while the last one succeeded. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event sent, or to be sent, to one endpoint, as its delivery log shows it. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  /** The event's id, the `webhook-id` header: the same on every attempt and on a resend. */
  eventId: z.string(),
  event: z.string(),
  /** Pending while attempts remain, delivered on a 2xx answer, failed once given up. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's answer code to the last attempt; null when none came. */
  answerCode: z.number().int().nullable(),
  /** Why the last attempt failed without an answer (timed out, address refused, …). */
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** POST /api/webhooks/getWebhooks */
export const GetWebhooksBody = TenantBodySchema;
export const GetWebhooksAnswer = z.object({ result: z.literal(1), webhooks: z.array(WebhookSchema) });

/** POST /api/webhooks/addWebhook */
export const AddWebhookBody = TenantBodySchema.extend({ url: WebhookUrlSchema, events: WebhookEventsSchema });
export type AddWebhookBody = z.input<typeof AddWebhookBody>;
/** The new endpoint's id and its signing secret, shown this once. */
export const AddWebhookAnswer = CreatedAnswerSchema.extend({ secret: secret(z.string()) });

/** POST /api/webhooks/updateWebhook: enabling it again starts its failures afresh. */
export const UpdateWebhookBody = TenantBodySchema.extend({
  webhookId: IdSchema,
  url: WebhookUrlSchema,
  events: WebhookEventsSchema,
  enabled: z.boolean(),
});
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBody>;

/** POST /api/webhooks/deleteWebhook: its deliveries go with it. */
export const DeleteWebhookBody = TenantBodySchema.extend({ webhookId: IdSchema });

/** POST /api/webhooks/getWebhookDeliveries */
export const GetWebhookDeliveriesBody = TenantBodySchema.extend({
  webhookId: IdSchema,
  limit: z.number().int().min(1).max(MAX_WEBHOOK_DELIVERIES_PAGE).default(MAX_WEBHOOK_DELIVERIES_PAGE),
});
export const GetWebhookDeliveriesAnswer = z.object({
  result: z.literal(1),
  deliveries: z.array(WebhookDeliverySchema),
});

/** POST /api/webhooks/resendWebhookDelivery: the same event again, as a new delivery due at once. */
export const ResendWebhookDeliveryBody = TenantBodySchema.extend({ deliveryId: IdSchema });

/** POST /api/webhooks/sendWebhookTestEvent */
export const SendWebhookTestEventBody = TenantBodySchema.extend({ webhookId: IdSchema });

/** Settings → Webhooks, for Admins: endpoints told of the tenant's changes, and their deliveries. */
export const webhooksApi = {
  getWebhooks: readEndpoint({
    method: 'POST',
    path: '/api/webhooks/getWebhooks',
    summary: "The tenant's webhook endpoints, without their secrets.",
    input: GetWebhooksBody,
    answer: GetWebhooksAnswer,
    roles: ADMIN_ROLES,
  }),
  addWebhook: changeEndpoint({
    method: 'POST',
    path: '/api/webhooks/addWebhook',
    summary: 'Registers an endpoint for the events named; answers its signing secret, once.',
    input: AddWebhookBody,
    answer: AddWebhookAnswer,
    roles: ADMIN_ROLES,
    invalidates: () => [changed.webhooks()],
  }),
  updateWebhook: changeEndpoint({
    method: 'POST',
    path: '/api/webhooks/updateWebhook',
    summary: "Changes an endpoint's address and events, or disables or enables it.",
    input: UpdateWebhookBody,
    answer: MessageAnswerSchema,
    roles: ADMIN_ROLES,
    invalidates: () => [changed.webhooks()],
  }),
  deleteWebhook: changeEndpoint({
    method: 'POST',
    path: '/api/webhooks/deleteWebhook',
    summary: 'Removes an endpoint and its deliveries.',
    input: DeleteWebhookBody,
    answer: MessageAnswerSchema,
    roles: ADMIN_ROLES,
    invalidates: () => [changed.webhooks()],
  }),
  getWebhookDeliveries: readEndpoint({
    method: 'POST',
    path: '/api/webhooks/getWebhookDeliveries',
    summary: "An endpoint's delivery log, newest first.",
    input: GetWebhookDeliveriesBody,
    answer: GetWebhookDeliveriesAnswer,
    roles: ADMIN_ROLES,
  }),
  resendWebhookDelivery: changeEndpoint({
    method: 'POST',
    path: '/api/webhooks/resendWebhookDelivery',
    summary: "Sends a delivery's event to its endpoint again; answers the new delivery.",
    input: ResendWebhookDeliveryBody,
    answer: CreatedAnswerSchema,
    roles: ADMIN_ROLES,
    invalidates: () => [changed.webhooks()],
  }),
  sendWebhookTestEvent: changeEndpoint({
    method: 'POST',
    path: '/api/webhooks/sendWebhookTestEvent',
    summary: 'Sends a signed test event to an endpoint; answers its delivery.',
    input: SendWebhookTestEventBody,
    answer: CreatedAnswerSchema,
    roles: ADMIN_ROLES,
    invalidates: () => [changed.webhooks()],
  }),
};

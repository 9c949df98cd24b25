import { z } from 'zod';

/**
 * Every event a webhook endpoint may be registered for. Which call sends which is declared on
 * that call (`webhook` of its `changeEndpoint`), once per change.
 */
export const WEBHOOK_EVENT_TYPES = [
  'week.submitted',
  'week.approved',
  'week.rejected',
  'week.reopened',
  'time_entry.created',
  'time_entry.changed',
  'time_entry.deleted',
  'project.created',
  'project.changed',
  'project.deleted',
  'task.created',
  'task.changed',
  'task.deleted',
  'absence.decided',
  'user.added',
  'user.deactivated',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** The event 'Send test event' sends, whatever events the endpoint is registered for. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The changed object a webhook's body carries: ids and what the call's input said, never a secret. */
export type WebhookObject = Record<string, string | number | boolean | null>;

/** The webhook event a change sends, and the changed object it carries. */
export interface WebhookDeclaration<Input> {
  event: WebhookEventType;
  /** From the call's validated input and the id its audit record names. */
  object(input: Input, targetId: string): WebhookObject;
}

/** The person and week a week's change names as its target (`<userId>:<weekStart>`). */
export function weekOfTarget(targetId: string): { userId: string; weekStart: string } {
  const split = targetId.lastIndexOf(':');
  return { userId: targetId.slice(0, split), weekStart: targetId.slice(split + 1) };
}

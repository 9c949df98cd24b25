import { defineMessages, type WebhookDeliveryStatus, type WebhookEventType } from '@portal/contract';

/** What Settings → Webhooks and its dialogs say. */
export const WEBHOOK_MESSAGES = defineMessages({
  add: { id: 'webhooks.add', defaultMessage: 'Add webhook' },
  added: { id: 'webhooks.added', defaultMessage: 'Webhook added' },
  edit: { id: 'webhooks.edit', defaultMessage: 'Edit webhook' },
  urlRequired: {
    id: 'webhooks.form.url-required',
    defaultMessage: 'Please enter the address to send events to',
  },
  urlInvalid: {
    id: 'webhooks.form.url-invalid',
    defaultMessage: 'Enter a full http:// or https:// address',
  },
  eventsRequired: { id: 'webhooks.form.events-required', defaultMessage: 'Choose at least one event' },
  testQueued: { id: 'webhooks.test-queued', defaultMessage: 'Test event on its way' },
  resent: { id: 'webhooks.resent', defaultMessage: 'Delivery sent again' },
  deliveries: { id: 'webhooks.deliveries', defaultMessage: 'Deliveries' },
  sendTest: { id: 'webhooks.send-test', defaultMessage: 'Send test event' },
});

/** Each event's name on the form's checkboxes. */
export const WEBHOOK_EVENT_LABELS = defineMessages({
  'week.submitted': { id: 'webhooks.event.week-submitted', defaultMessage: 'Week submitted' },
  'week.approved': { id: 'webhooks.event.week-approved', defaultMessage: 'Week approved' },
  'week.rejected': { id: 'webhooks.event.week-rejected', defaultMessage: 'Week rejected' },
  'week.reopened': { id: 'webhooks.event.week-reopened', defaultMessage: 'Week reopened' },
  'time_entry.created': { id: 'webhooks.event.time-entry-created', defaultMessage: 'Time entry created' },
  'time_entry.changed': { id: 'webhooks.event.time-entry-changed', defaultMessage: 'Time entry changed' },
  'time_entry.deleted': { id: 'webhooks.event.time-entry-deleted', defaultMessage: 'Time entry deleted' },
  'project.created': { id: 'webhooks.event.project-created', defaultMessage: 'Project created' },
  'project.changed': { id: 'webhooks.event.project-changed', defaultMessage: 'Project changed' },
  'project.deleted': { id: 'webhooks.event.project-deleted', defaultMessage: 'Project deleted' },
  'task.created': { id: 'webhooks.event.task-created', defaultMessage: 'Task created' },
  'task.changed': { id: 'webhooks.event.task-changed', defaultMessage: 'Task changed' },
  'task.deleted': { id: 'webhooks.event.task-deleted', defaultMessage: 'Task deleted' },
  'absence.decided': { id: 'webhooks.event.absence-decided', defaultMessage: 'Absence decided' },
  'user.added': { id: 'webhooks.event.user-added', defaultMessage: 'User added' },
  'user.deactivated': { id: 'webhooks.event.user-deactivated', defaultMessage: 'User deactivated' },
} satisfies Record<WebhookEventType, unknown>);

/** A delivery's status in its log. */
export const WEBHOOK_STATUS_LABELS = defineMessages({
  pending: { id: 'webhooks.status.pending', defaultMessage: 'Retrying' },
  delivered: { id: 'webhooks.status.delivered', defaultMessage: 'Delivered' },
  failed: { id: 'webhooks.status.failed', defaultMessage: 'Failed' },
} satisfies Record<WebhookDeliveryStatus, unknown>);

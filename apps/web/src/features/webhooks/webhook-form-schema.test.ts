import { describe, expect, it } from 'vitest';
import { WebhookFormSchema } from './webhook-form-schema.ts';
import { WEBHOOK_MESSAGES } from './messages.ts';

describe('the webhook form', () => {
  it('gives the address, trimmed, and the ticked events', () => {
    expect(WebhookFormSchema.parse({ url: ' https://hooks.example/in ', events: ['week.approved'] })).toEqual(
      {
        url: 'https://hooks.example/in',
        events: ['week.approved'],
      },
    );
  });

  it('asks for an http or https address and at least one event', () => {
    const refused = (values: unknown) =>
      WebhookFormSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(refused({ url: '  ', events: ['week.approved'] })).toEqual([
      WEBHOOK_MESSAGES.urlRequired.defaultMessage,
    ]);
    expect(refused({ url: 'ftp://hooks.example', events: ['week.approved'] })).toEqual([
      WEBHOOK_MESSAGES.urlInvalid.defaultMessage,
    ]);
    expect(refused({ url: 'https://hooks.example', events: false })).toEqual([
      WEBHOOK_MESSAGES.eventsRequired.defaultMessage,
    ]);
  });
});

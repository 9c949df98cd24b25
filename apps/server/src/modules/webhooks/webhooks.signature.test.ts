import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, SECRET_PREFIX, signatureHeaders } from './webhooks.signature.ts';

// The receiver is the Standard Webhooks reference library, written from the published convention.
describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'week.approved', data: { userId: 'u1' } });

  it('verify with the Standard Webhooks receiver', () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders(secret, { id: 'evt_1', at: new Date(), body });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('are what the reference library signs', () => {
    const secret = newWebhookSecret();
    const at = new Date('2026-11-27T10:00:00.000Z');
    expect(signatureHeaders(secret, { id: 'msg_2', at, body })['webhook-signature']).toBe(
      new Webhook(secret).sign('msg_2', at, body),
    );
    expect(signatureHeaders(secret, { id: 'msg_2', at, body })['webhook-timestamp']).toBe('1795773600');
  });

  it('fail for another body, another id, another secret and an old timestamp', () => {
    const secret = newWebhookSecret();
    const receiver = new Webhook(secret);
    const headers = signatureHeaders(secret, { id: 'evt_1', at: new Date(), body });
    expect(() => receiver.verify(body.replace('u1', 'u2'), headers)).toThrow(WebhookVerificationError);
    expect(() => receiver.verify(body, { ...headers, 'webhook-id': 'evt_2' })).toThrow(
      WebhookVerificationError,
    );
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(WebhookVerificationError);
    const old = signatureHeaders(secret, { id: 'evt_1', at: new Date(Date.now() - 10 * 60_000), body });
    expect(() => receiver.verify(body, old)).toThrow(/too old/i);
  });

  it('use a fresh 32-byte key for each secret', () => {
    const [one, two] = [newWebhookSecret(), newWebhookSecret()];
    expect(one).not.toBe(two);
    expect(one.startsWith(SECRET_PREFIX)).toBe(true);
    expect(Buffer.from(one.slice(SECRET_PREFIX.length), 'base64')).toHaveLength(32);
  });
});

import crypto from 'node:crypto';

/** How a webhook secret starts (Standard Webhooks): the rest is the key in base64. */
export const SECRET_PREFIX = 'whsec_';
/** Bytes of a generated secret's key. */
const SECRET_BYTES = 32;

/** A new endpoint's signing secret, `whsec_` and a random key in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * The headers that sign one delivery, by the Standard Webhooks convention: `webhook-signature` is
 * `v1,` and the base64 HMAC-SHA256, keyed with the secret's key, of `${id}.${timestamp}.${body}`,
 * the timestamp being whole seconds since 1970. A receiver checks the signature and that the
 * timestamp is recent, so that a delivery can be neither forged nor replayed later.
 */
export function signatureHeaders(
  secret: string,
  delivery: { id: string; at: Date; body: string },
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
  const timestamp = String(Math.floor(delivery.at.getTime() / 1000));
  const signature = crypto
    .createHmac('sha256', key)
    .update(`${delivery.id}.${timestamp}.${delivery.body}`)
    .digest('base64');
  return {
    'webhook-id': delivery.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}

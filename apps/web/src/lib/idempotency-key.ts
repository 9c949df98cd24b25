/**
 * A new key naming one change to the server (`Idempotency-Key`). `crypto.randomUUID` exists only
 * in secure contexts; a portal served over plain HTTP inside a company network still needs keys.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

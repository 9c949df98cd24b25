import { isRefusalCode, type MessageParams, refusals } from '@portal/contract';
import { expect } from 'vitest';
import { english } from '../src/i18n/messages.ts';

/**
 * Expects an answer to be a refusal a client can word in its reader's language: one of the
 * contract's codes with its parameters, and as `msg` their English wording.
 */
export function expectKnownRefusal(answer: { status: number; body: unknown }, label = '') {
  const where = `${label} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
  const body = answer.body as { result?: unknown; msg?: unknown; code?: unknown; params?: unknown };
  expect(body, where).toMatchObject({ result: 0, msg: expect.any(String), code: expect.any(String) });
  expect(body.params, where).toBeTypeOf('object');
  const code = String(body.code);
  expect(isRefusalCode(code), where).toBe(true);
  if (isRefusalCode(code))
    expect(body.msg, where).toBe(english(refusals[code], body.params as MessageParams));
}

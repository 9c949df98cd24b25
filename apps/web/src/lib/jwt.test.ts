import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt.ts';

/** base64url of UTF-8 JSON, as a JWT segment. */
const segment = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('decodeJwtPayload', () => {
  it('reads the payload, URL-safe characters and UTF-8 included', () => {
    const payload = { email: 'zoë@example.com', note: '??>>' };
    expect(segment(payload)).toMatch(/[-_]/);
    expect(decodeJwtPayload(`${segment({ alg: 'RS256' })}.${segment(payload)}.signature`)).toEqual(payload);
  });

  it('answers null for anything that is not a JWT', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('opaque-token')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(`a.${btoa('not json')}.c`)).toBeNull();
  });
});

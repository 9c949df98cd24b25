import { TenantCheckAnswer } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { authorizedGet } from './authorized-get.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('authorizedGet', () => {
  it('sends the token and answers the checked body', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => json(200, { result: { subscription_expired: false } }));
    await expect(
      authorizedGet('/api/user/get-tenant?email=a', 'tok', TenantCheckAnswer, fetchFn),
    ).resolves.toEqual({
      ok: true,
      data: { result: { subscription_expired: false } },
    });
    expect(fetchFn).toHaveBeenCalledWith('/api/user/get-tenant?email=a', {
      headers: { Authorization: 'Bearer tok' },
    });
  });

  it('answers the server message of a refusal', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () =>
      json(403, { result: 0, msg: 'No portal account exists for this email' }),
    );
    await expect(authorizedGet('/x', 'tok', TenantCheckAnswer, fetchFn)).resolves.toEqual({
      ok: false,
      message: 'No portal account exists for this email',
    });
  });

  it('answers no message for an unexpected body or a network error', async () => {
    const odd = vi.fn<typeof fetch>(async () => json(200, { result: 'yes' }));
    await expect(authorizedGet('/x', 'tok', TenantCheckAnswer, odd)).resolves.toEqual({
      ok: false,
      message: null,
    });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(authorizedGet('/x', 'tok', TenantCheckAnswer, offline)).resolves.toEqual({
      ok: false,
      message: null,
    });
  });
});

import { api } from '@portal/contract';
import { MutationObserver } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { signUpOptions } from './sign-up.ts';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const body = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  password: 'correct-horse',
  role: 'Admin' as const,
};
const json = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status });

/** Signs up through the sign-up mutation, as the form does, and answers what it toasted. */
async function toastsOfSignUp() {
  const observer = new MutationObserver(createQueryClient(), signUpOptions());
  await observer.mutate(body).catch(() => undefined);
  return { success: vi.mocked(toast.success).mock.calls, error: vi.mocked(toast.error).mock.calls };
}

describe('signUp', () => {
  const fetchFn = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchFn);
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchFn.mockReset();
  });

  it('posts the body as JSON without a token, asking for refusal codes, under a key of its own', async () => {
    fetchFn.mockResolvedValue(json(200, { result: 1, msg: 'Registration successful', id: 'u1' }));
    const observer = new MutationObserver(createQueryClient(), signUpOptions());
    await expect(observer.mutate(body)).resolves.toEqual({
      result: 1,
      msg: 'Registration successful',
      id: 'u1',
    });
    expect(fetchFn).toHaveBeenCalledWith(api.auth.signup.path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Prefer: 'refusal-codes',
        'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      },
      body: JSON.stringify(body),
    });
  });

  it('says it registered', async () => {
    fetchFn.mockResolvedValue(json(200, { result: 1, msg: 'Registration successful', id: 'u1' }));
    expect(await toastsOfSignUp()).toEqual({
      success: [['Registration successful! Redirecting to sign in...']],
      error: [],
    });
  });

  it('says the server msg, else its message, else Registration failed', async () => {
    fetchFn.mockResolvedValueOnce(json(409, { result: 0, msg: 'An account with this email already exists' }));
    fetchFn.mockResolvedValueOnce(json(400, { message: 'Bad input' }));
    fetchFn.mockResolvedValueOnce(json(200, { result: 0 }));
    for (let attempt = 0; attempt < 3; attempt += 1) await toastsOfSignUp();
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      ['An account with this email already exists'],
      ['Bad input'],
      ['Registration failed'],
    ]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says the registration error on a network failure', async () => {
    fetchFn.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await toastsOfSignUp()).error).toEqual([['An error occurred during registration']]);
  });
});

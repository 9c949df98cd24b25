import { describe, expect, it, vi } from 'vitest';
import { signUp } from './sign-up.ts';

const body = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  password: 'correct-horse',
  role: 'Admin' as const,
};
const json = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status });

describe('signUp', () => {
  it('posts the body as JSON without a token', async () => {
    const fetchFn = vi.fn<typeof fetch>(async () =>
      json(200, { result: 1, msg: 'Registration successful', id: 'u1' }),
    );
    await expect(signUp(body, fetchFn)).resolves.toEqual({ ok: true });
    expect(fetchFn).toHaveBeenCalledWith('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  });

  it('answers the server msg, else its message, else Registration failed', async () => {
    const answering = (status: number, answer: unknown) =>
      vi.fn<typeof fetch>(async () => json(status, answer));
    await expect(
      signUp(body, answering(409, { result: 0, msg: 'An account with this email already exists' })),
    ).resolves.toEqual({
      ok: false,
      message: 'An account with this email already exists',
    });
    await expect(signUp(body, answering(400, { message: 'Bad input' }))).resolves.toEqual({
      ok: false,
      message: 'Bad input',
    });
    await expect(signUp(body, answering(200, { result: 0 }))).resolves.toEqual({
      ok: false,
      message: 'Registration failed',
    });
  });

  it('answers the registration error on a network failure', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(signUp(body, offline)).resolves.toEqual({
      ok: false,
      message: 'An error occurred during registration',
    });
  });
});

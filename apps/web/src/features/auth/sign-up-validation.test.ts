import { describe, expect, it } from 'vitest';
import { validateSignUp } from './sign-up-validation.ts';

const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Example.com',
  password: 'correct-horse',
  retypePassword: 'correct-horse',
};

describe('sign-up validation', () => {
  it('accepts a complete form and builds the Admin sign-up body', () => {
    expect(validateSignUp(valid)).toEqual({
      ok: true,
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        password: 'correct-horse',
        role: 'Admin',
      },
    });
  });

  it('names every missing field', () => {
    const result = validateSignUp({
      firstName: '',
      lastName: ' ',
      email: '',
      password: '',
      retypePassword: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        password: 'Password is required',
      },
    });
  });

  it('rejects an address that does not look like one', () => {
    expect(validateSignUp({ ...valid, email: 'not-an-address' })).toEqual({
      ok: false,
      errors: { email: 'Email is invalid' },
    });
  });

  it('needs at least 6 password characters', () => {
    expect(validateSignUp({ ...valid, password: '12345', retypePassword: '12345' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters' },
    });
    expect(validateSignUp({ ...valid, password: '123456', retypePassword: '123456' }).ok).toBe(true);
  });

  it('needs the retyped password to match, alongside the other messages', () => {
    expect(validateSignUp({ ...valid, retypePassword: 'correct-horsE' })).toEqual({
      ok: false,
      errors: { retypePassword: 'Passwords do not match' },
    });
    const result = validateSignUp({ ...valid, firstName: '', password: '12345', retypePassword: '54321' });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        password: 'Password must be at least 6 characters',
        retypePassword: 'Passwords do not match',
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import { SignUpFormSchema } from './sign-up-form-schema.ts';

const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Example.com',
  password: 'correct-horse',
  retypePassword: 'correct-horse',
};

const check = (values: typeof valid) => resolveForm(SignUpFormSchema, values);

describe('sign-up form', () => {
  it('accepts a complete form and builds the Admin sign-up body', async () => {
    expect(await check(valid)).toEqual({
      values: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        password: 'correct-horse',
        role: 'Admin',
      },
      errors: {},
    });
  });

  it('names every missing field', async () => {
    const result = await check({
      firstName: '',
      lastName: ' ',
      email: '',
      password: '',
      retypePassword: '',
    });
    expect(result.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects an address that does not look like one', async () => {
    expect((await check({ ...valid, email: 'not-an-address' })).errors).toEqual({
      email: 'Email is invalid',
    });
  });

  it('needs at least 6 password characters', async () => {
    expect((await check({ ...valid, password: '12345', retypePassword: '12345' })).errors).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect((await check({ ...valid, password: '123456', retypePassword: '123456' })).errors).toEqual({});
  });

  it('needs the retyped password to match, alongside the other messages', async () => {
    expect((await check({ ...valid, retypePassword: 'correct-horsE' })).errors).toEqual({
      retypePassword: 'Passwords do not match',
    });
    const result = await check({ ...valid, firstName: '', password: '12345', retypePassword: '54321' });
    expect(result.errors).toEqual({
      firstName: 'First name is required',
      password: 'Password must be at least 6 characters',
      retypePassword: 'Passwords do not match',
    });
  });
});

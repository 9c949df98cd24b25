import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES, SignUpBody, SignUpForm } from './auth.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  password: 'secret1',
  retypePassword: 'secret1',
};

function messages(input: Record<string, unknown>) {
  const result = SignUpForm.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('SignUpForm', () => {
  it('accepts a complete form and keeps the email in lower case', () => {
    expect(SignUpForm.parse(valid).email).toBe('ada@example.com');
  });

  it('names every missing field with the spec’s message', () => {
    expect(messages({ firstName: '', lastName: ' ', email: '', password: '', retypePassword: '' })).toEqual({
      firstName: SIGN_UP_MESSAGES.firstNameRequired.defaultMessage,
      lastName: SIGN_UP_MESSAGES.lastNameRequired.defaultMessage,
      email: SIGN_UP_MESSAGES.emailRequired.defaultMessage,
      password: SIGN_UP_MESSAGES.passwordRequired.defaultMessage,
    });
  });

  it('refuses an address that does not look like one', () => {
    expect(messages({ ...valid, email: 'ada@' })).toEqual({ email: 'Email is invalid' });
  });

  it('refuses a password under 6 characters', () => {
    expect(messages({ ...valid, password: '12345', retypePassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses a retyped password that differs', () => {
    expect(messages({ ...valid, retypePassword: 'secret2' })).toEqual({
      retypePassword: 'Passwords do not match',
    });
  });
});

describe('SignUpBody', () => {
  it('always creates an Admin', () => {
    const { retypePassword: _unused, ...body } = valid;
    expect(SignUpBody.parse(body).role).toBe('Admin');
    expect(SignUpBody.safeParse({ ...body, role: 'User' }).success).toBe(false);
  });
});

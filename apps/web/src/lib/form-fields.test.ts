import type { FieldErrors } from 'react-hook-form';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bindFields, ownRefusal, refusesAnyWith, toastOnceRefused } from './form-fields.ts';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn() } }));

const REQUIRED = 'Please fill in all required fields';

describe('ownRefusal', () => {
  it('shows a refusal under its field', () => {
    expect(ownRefusal({ type: 'custom', message: 'Hours must be at most 24' }, REQUIRED)).toBe(
      'Hours must be at most 24',
    );
  });

  it('leaves the message the form says once to the form', () => {
    expect(ownRefusal({ type: 'custom', message: REQUIRED }, REQUIRED)).toBeUndefined();
    expect(ownRefusal(undefined, REQUIRED)).toBeUndefined();
  });
});

describe('refusesAnyWith', () => {
  it('finds the message on any field', () => {
    const errors: FieldErrors<{ name: string; email: string }> = {
      name: { type: 'custom', message: 'Name is too long' },
      email: { type: 'custom', message: REQUIRED },
    };
    expect(refusesAnyWith(errors, REQUIRED)).toBe(true);
    expect(refusesAnyWith({ name: errors.name }, REQUIRED)).toBe(false);
  });
});

describe('toastOnceRefused', () => {
  beforeEach(() => vi.mocked(toast.error).mockReset());

  it('says the message once, however many fields it refused', () => {
    toastOnceRefused(REQUIRED)({
      name: { type: 'custom', message: REQUIRED },
      email: { type: 'custom', message: REQUIRED },
    });
    expect(vi.mocked(toast.error).mock.calls).toEqual([[REQUIRED]]);
  });

  it('says nothing of refusals shown under their fields', () => {
    toastOnceRefused(REQUIRED)({ email: { type: 'custom', message: 'Enter a valid email address' } });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('bindFields', () => {
  interface Values {
    name: string;
    email: string;
  }
  const form = (errors: FieldErrors<Values>) => ({
    register: (name: keyof Values) => ({
      name,
      onChange: async () => {},
      onBlur: async () => {},
      ref: () => {},
    }),
    formState: { errors },
  });
  const errors: FieldErrors<Values> = {
    name: { type: 'custom', message: REQUIRED },
    email: { type: 'custom', message: 'Enter a valid email' },
  };

  it('gives the id, the refusal and the registration of a field', () => {
    const field = bindFields(form(errors) as any, { idPrefix: 'add-user-', required: true });
    expect(field('email')).toMatchObject({
      id: 'add-user-email',
      error: 'Enter a valid email',
      required: true,
      name: 'email',
    });
  });

  it('leaves out what the form says once, and required unless asked for', () => {
    const field = bindFields(form(errors) as any, { saidOnce: REQUIRED });
    const name = field('name');
    expect(name).toMatchObject({ id: 'name', error: undefined, name: 'name' });
    expect(name).not.toHaveProperty('required');
  });
});

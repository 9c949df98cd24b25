import { describe, expect, it } from 'vitest';
import { resolveForm } from '../../test/resolve-form.ts';
import {
  AddUserFormSchema,
  EditUserFormSchema,
  USER_FIELD_REQUIRED,
  type UserFormValues,
} from './user-form-schema.ts';

const filled: UserFormValues = {
  name: '  Mia Manager ',
  email: ' mia@example.com ',
  password: ' secret-1 ',
  role: 'Manager',
};
const adding = (values: UserFormValues) => resolveForm(AddUserFormSchema, values);
const editing = (values: UserFormValues) => resolveForm(EditUserFormSchema, { ...values, userId: 'u1' });

describe('the user forms', () => {
  it('hand on the fields with name and email trimmed and the password as typed', async () => {
    expect(await adding(filled)).toEqual({
      values: { name: 'Mia Manager', email: 'mia@example.com', password: ' secret-1 ', role: 'Manager' },
      errors: {},
    });
  });

  it.each(['name', 'email', 'password', 'role'] as const)('need %s when adding', async (field) => {
    expect((await adding({ ...filled, [field]: '' })).errors).toEqual({ [field]: USER_FIELD_REQUIRED });
  });

  it('count spaces only as blank', async () => {
    expect((await adding({ ...filled, name: '   ' })).errors).toEqual({ name: USER_FIELD_REQUIRED });
    expect((await adding({ ...filled, password: '  ' })).errors).toEqual({ password: USER_FIELD_REQUIRED });
  });

  it('name every blank field in form order', async () => {
    expect(Object.keys((await adding({ name: '', email: '', password: '', role: '' })).errors)).toEqual([
      'name',
      'email',
      'password',
      'role',
    ]);
    expect(Object.keys((await adding({ ...filled, password: '', role: '' })).errors)).toEqual([
      'password',
      'role',
    ]);
  });

  it('do not need the password when editing, and leave it out to keep the old one', async () => {
    expect(await editing({ ...filled, password: '' })).toEqual({
      values: {
        userId: 'u1',
        name: 'Mia Manager',
        email: 'mia@example.com',
        password: undefined,
        role: 'Manager',
      },
      errors: {},
    });
  });

  it.each(['name', 'email', 'role'] as const)('need %s when editing', async (field) => {
    expect((await editing({ ...filled, [field]: '' })).errors).toEqual({ [field]: USER_FIELD_REQUIRED });
  });

  it('hold email and password to the contract’s rules', async () => {
    for (const check of [adding, editing]) {
      expect((await check({ ...filled, email: 'not-an-address' })).errors).toEqual({
        email: 'Email is invalid',
      });
      expect((await check({ ...filled, password: '12345' })).errors).toEqual({
        password: 'Password must be at least 6 characters',
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { readUserForm, type UserFormValues } from './user-form.ts';

const filled: UserFormValues = {
  name: '  Mia Manager ',
  email: ' mia@example.com ',
  password: ' secret-1 ',
  role: 'Manager',
};
const adding = { passwordRequired: true };
const editing = { passwordRequired: false };

describe('readUserForm', () => {
  it('answers the fields with name and email trimmed and the password as typed', () => {
    expect(readUserForm(filled, adding)).toEqual({
      ok: true,
      fields: { name: 'Mia Manager', email: 'mia@example.com', password: ' secret-1 ', role: 'Manager' },
    });
  });

  it.each(['name', 'email', 'password', 'role'] as const)('needs %s when adding', (field) => {
    expect(readUserForm({ ...filled, [field]: '' }, adding)).toEqual({ ok: false, missing: field });
  });

  it('counts spaces only as blank', () => {
    expect(readUserForm({ ...filled, name: '   ' }, adding)).toEqual({ ok: false, missing: 'name' });
    expect(readUserForm({ ...filled, password: '  ' }, adding)).toEqual({ ok: false, missing: 'password' });
  });

  it('names the first blank field in form order', () => {
    expect(readUserForm({ name: '', email: '', password: '', role: '' }, adding)).toEqual({
      ok: false,
      missing: 'name',
    });
    expect(readUserForm({ ...filled, password: '', role: '' }, adding)).toEqual({
      ok: false,
      missing: 'password',
    });
  });

  it('does not need the password when editing, and keeps it empty to keep the old one', () => {
    expect(readUserForm({ ...filled, password: '' }, editing)).toEqual({
      ok: true,
      fields: { name: 'Mia Manager', email: 'mia@example.com', password: '', role: 'Manager' },
    });
  });

  it.each(['name', 'email', 'role'] as const)('needs %s when editing', (field) => {
    expect(readUserForm({ ...filled, [field]: '' }, editing)).toEqual({ ok: false, missing: field });
  });
});

import type { Role } from '@portal/contract';

/** What the add and edit forms hold; an empty role means none is chosen yet. */
export interface UserFormValues {
  name: string;
  email: string;
  /** The password of a new user, or the new password of an edited one ('' keeps the old). */
  password: string;
  role: Role | '';
}

export type UserFormField = keyof UserFormValues;

/** The fields of the add and edit calls, without the tenant and user the caller adds. */
export interface UserFields {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export type UserFormReading = { ok: true; fields: UserFields } | { ok: false; missing: UserFormField };

const FIELD_ORDER: readonly UserFormField[] = ['name', 'email', 'password', 'role'];

/**
 * The form as the call's fields, or the first required field left blank (spec §5): name, email and
 * role always, the password only when adding. A value of spaces only counts as blank.
 */
export function readUserForm(
  values: UserFormValues,
  { passwordRequired }: { passwordRequired: boolean },
): UserFormReading {
  const missing = FIELD_ORDER.find(
    (field) => (field !== 'password' || passwordRequired) && values[field].trim() === '',
  );
  if (missing || values.role === '') return { ok: false, missing: missing ?? 'role' };
  return {
    ok: true,
    fields: {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      role: values.role,
    },
  };
}

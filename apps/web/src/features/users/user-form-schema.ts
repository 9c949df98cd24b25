import {
  AddNewUserBody,
  EditUserBody,
  PASSWORD_MAX_LENGTH,
  SIGN_UP_MESSAGES,
  USER_MESSAGES,
  type Role,
} from '@portal/contract';
import { z } from 'zod';
import { contractField, filled } from '../../lib/form-fields.ts';
import { t } from '../../lib/i18n/intl.ts';

/** What the add and edit forms hold; an empty role means none is chosen yet. */
export interface UserFormValues {
  name: string;
  email: string;
  /** The password of a new user, or the new password of an edited one ('' keeps the old). */
  password: string;
  role: Role | '';
}

/**
 * What a blank required field says (spec §5). Adding says it; editing says nothing at all, and only
 * moves the cursor to the field.
 */
export const USER_FIELD_REQUIRED = USER_MESSAGES.addRequired.defaultMessage;

const fields = AddNewUserBody.shape;

const password = contractField(
  (typed: string) => typed,
  fields.password,
  (issue) =>
    issue.code === 'too_big'
      ? t(
          { id: 'users.password-too-long', defaultMessage: 'Password must be at most {max} characters' },
          { max: String(PASSWORD_MAX_LENGTH) },
        )
      : SIGN_UP_MESSAGES.passwordTooShort.defaultMessage,
);

// Both forms check their fields with the contract's rules (a real email address, say), in form order.
const name = filled(USER_FIELD_REQUIRED).pipe(fields.name);
const email = filled(USER_FIELD_REQUIRED).pipe(fields.email);
const role = filled(USER_FIELD_REQUIRED).pipe(fields.role);

/** Add New User: name, email, password and role are required. */
export const AddUserFormSchema = z.object({
  name,
  email,
  password: filled(USER_FIELD_REQUIRED).pipe(password),
  role,
});

/** Edit User: the password is optional, and a blank one keeps the old. */
export const EditUserFormSchema = z.object({
  userId: EditUserBody.shape.userId,
  name,
  email,
  password: z
    .string()
    .transform((typed) => typed || undefined)
    .pipe(password.optional()),
  role,
});

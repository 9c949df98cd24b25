import { z } from 'zod';
import { defineMessages } from './i18n.ts';
import { EmailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import {
  CreatedAnswerSchema,
  IdSchema,
  MAX_NAME_LENGTH,
  MessageAnswerSchema,
  RoleSchema,
  TenantBodySchema,
  PagingFields,
  listAnswer,
  listOrPageAnswer,
} from './common.ts';
import { changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import { LocaleSchema } from './language-schemas.ts';
import { validationMessages } from './refusals.ts';

export const USER_MESSAGES = defineMessages({
  addRequired: { id: 'users.add-required', defaultMessage: 'Please fill all the fields' },
  added: { id: 'users.added', defaultMessage: 'User added successfully' },
  updated: { id: 'users.updated', defaultMessage: 'User updated successfully' },
  deactivated: { id: 'users.deactivated', defaultMessage: 'User deactivated' },
  reactivated: { id: 'users.reactivated', defaultMessage: 'User reactivated' },
});

/** A person of the tenant as the read-only directory (/employees) shows them. */
export const EmployeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** POST /api/users/getEmployees: every role may read the tenant's directory. */
export const GetEmployeesAnswer = listAnswer(EmployeeSchema);

/** A user as User Management lists them; the password never leaves the server. */
export const UserSchema = EmployeeSchema.extend({
  /** ISO timestamp of the last sign-in, or null before the first. */
  last_login: z.string().nullable(),
  /** False while the user is deactivated: they cannot sign in, and their data stays. */
  active: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

const NameSchema = z
  .string()
  .trim()
  .min(1, validationMessages['is-required'].defaultMessage)
  .max(MAX_NAME_LENGTH);
const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, validationMessages['password-too-short'].defaultMessage)
  .max(PASSWORD_MAX_LENGTH);

/** Choices of the Users screen's status filter. */
export const USER_STATUSES = ['Active', 'Deactivated'] as const;

/** POST /api/users/getAllUsers: Managers and Admins only. */
export const GetAllUsersBody = TenantBodySchema.extend({
  ...PagingFields,
  /** Only users of this role. */
  role: RoleSchema.optional(),
  /** Only active, or only deactivated, users. */
  status: z.enum(USER_STATUSES).optional(),
});
export type GetAllUsersBody = z.input<typeof GetAllUsersBody>;
export const GetAllUsersAnswer = listOrPageAnswer(UserSchema);

/** POST /api/users/addNewUser */
export const AddNewUserBody = TenantBodySchema.extend({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  role: RoleSchema,
});
export type AddNewUserBody = z.input<typeof AddNewUserBody>;

/** POST /api/users/editUser: an empty or missing password keeps the old one. */
export const EditUserBody = TenantBodySchema.extend({
  userId: IdSchema,
  name: NameSchema,
  email: EmailSchema,
  password: z
    .union([z.literal(''), NewPasswordSchema])
    .optional()
    .transform((value) => value || undefined),
  role: RoleSchema,
});
export type EditUserBody = z.input<typeof EditUserBody>;

/**
 * POST /api/users/deactivateUser and /api/users/reactivateUser: Admins for any role, Managers for
 * role User; nobody for themselves or the tenant's last active Admin.
 */
export const UserStatusBody = TenantBodySchema.extend({ userId: IdSchema });
export type UserStatusBody = z.input<typeof UserStatusBody>;

/** POST /api/users/setLanguage: the language the caller reads the portal in; null follows the tenant's default. */
export const SetLanguageBody = TenantBodySchema.extend({ language: LocaleSchema.nullable() });
export type SetLanguageBody = z.input<typeof SetLanguageBody>;

/** The calls of User Management and the directory. */
export const usersApi = {
  getEmployees: readEndpoint({
    method: 'POST',
    path: '/api/users/getEmployees',
    summary: "The tenant's read-only directory of active people.",
    input: TenantBodySchema,
    answer: GetEmployeesAnswer,
  }),
  getAllUsers: readEndpoint({
    method: 'POST',
    path: '/api/users/getAllUsers',
    summary: "The tenant's users with role, last login and whether they are active.",
    input: GetAllUsersBody,
    answer: GetAllUsersAnswer,
    roles: REVIEWER_ROLES,
  }),
  addNewUser: changeEndpoint({
    method: 'POST',
    path: '/api/users/addNewUser',
    summary: 'Adds a user (Managers add role User; Admins User or Manager).',
    input: AddNewUserBody,
    answer: CreatedAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.users(), changed.employees()],
    webhook: {
      event: 'user.added',
      object: (input, id) => ({ id, name: input.name, email: input.email, role: input.role }),
    },
  }),
  editUser: changeEndpoint({
    method: 'POST',
    path: '/api/users/editUser',
    summary: "Changes a user's name, email, role or password; a new password or role ends their sessions.",
    input: EditUserBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.users(), changed.employees()],
  }),
  deactivateUser: changeEndpoint({
    method: 'POST',
    path: '/api/users/deactivateUser',
    summary: 'Deactivates a user: their sessions end and they cannot sign in; their data stays.',
    input: UserStatusBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.users(), changed.employees()],
    webhook: { event: 'user.deactivated', object: (_input, id) => ({ id }) },
  }),
  reactivateUser: changeEndpoint({
    method: 'POST',
    path: '/api/users/reactivateUser',
    summary: 'Lets a deactivated user sign in again.',
    input: UserStatusBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.users(), changed.employees()],
  }),
  setLanguage: changeEndpoint({
    method: 'POST',
    path: '/api/users/setLanguage',
    summary:
      'Sets the language the caller reads the portal, its emails and exports in (every role, for themselves).',
    input: SetLanguageBody,
    answer: MessageAnswerSchema,
    // Only the caller reads it, at their next sign-in on another device; no screen lists it.
    invalidates: () => [],
  }),
};

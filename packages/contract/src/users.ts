import { z } from 'zod';
import { EmailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import { IdSchema, MAX_NAME_LENGTH, RoleSchema, TenantBodySchema, listAnswer } from './common.ts';

export const USER_MESSAGES = {
  addRequired: 'Please fill all the fields',
  added: 'User added successfully',
  updated: 'User updated successfully',
} as const;

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
});
export type User = z.infer<typeof UserSchema>;

const NameSchema = z.string().trim().min(1, 'is required').max(MAX_NAME_LENGTH);
const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);

/** POST /api/users/getAllUsers: Managers and Admins only. */
export const GetAllUsersBody = TenantBodySchema;
export const GetAllUsersAnswer = listAnswer(UserSchema);

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

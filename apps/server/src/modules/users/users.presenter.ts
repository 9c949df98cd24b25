import type { Employee, User } from '@portal/contract';
import type { UserRow } from '../../db/schema.ts';

export const presentEmployee = (user: UserRow): Employee => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
});

export const presentUser = (user: UserRow): User => ({
  ...presentEmployee(user),
  last_login: user.last_login,
  active: user.deactivated_at === null,
});

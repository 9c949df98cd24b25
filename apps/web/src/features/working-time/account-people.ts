import type { Employee, Role } from '@portal/contract';

/** Who is looking at the accounts. */
export interface Viewer {
  userId: string;
  name: string;
  role: Role;
}

export interface Person {
  id: string;
  name: string;
  role: Role;
}

/**
 * Whose account `viewer` may choose, by name: an Admin everyone, a Manager themselves and the
 * people of role User, a User only themselves. The viewer is listed even before the directory
 * has loaded.
 */
export function accountPeople(viewer: Viewer, employees: readonly Employee[]): Person[] {
  const self: Person = employees.find((employee) => employee.id === viewer.userId) ?? {
    id: viewer.userId,
    name: viewer.name,
    role: viewer.role,
  };
  if (viewer.role === 'User') return [self];
  const others = employees.filter(
    (employee) => employee.id !== viewer.userId && (viewer.role === 'Admin' || employee.role === 'User'),
  );
  return [self, ...others].sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether `viewer` may set `person`'s contract and close their months: Admins anyone's, Managers role User's. */
export const decidesFor = (viewer: Viewer, person: Pick<Person, 'role'>): boolean =>
  viewer.role === 'Admin' || (viewer.role === 'Manager' && person.role === 'User');

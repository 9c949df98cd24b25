import type { User } from '@portal/contract';
import { toCsv } from '@portal/export';
import { formatLastLogin } from './last-login.ts';

/** The name of the file the Export button downloads (spec §2). */
export const USERS_CSV_FILE_NAME = 'users.csv';

const HEADER = ['Name', 'Email', 'Role', 'Last Login'];

/** The users as the exported CSV file: the header, then one line per user; never signed in is empty. */
export function usersCsv(users: readonly User[]): string {
  return toCsv([
    HEADER,
    ...users.map((user) => [user.name, user.email, user.role, formatLastLogin(user.last_login) ?? '']),
  ]);
}

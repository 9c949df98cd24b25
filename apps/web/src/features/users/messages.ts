import { defineMessages, type Role } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';
import type { StatusFilter } from './filter-users.ts';

/** What User Management says when adding (spec §8) or exporting fails; the success texts are the contract's USER_MESSAGES. */
export const USER_FAILURES = defineMessages({
  addRefused: { id: 'users.add.refused', defaultMessage: 'Failed to add user. Please try again.' },
  addThrew: { id: 'users.add.threw', defaultMessage: 'An error occurred while adding the user' },
  /** The spec words no failed export; this one says that no file came, and the screen stays as it was. */
  exportThrew: {
    id: 'users.export.threw',
    defaultMessage: 'The users could not be exported. Please try again.',
  },
});

const ROLE_NAMES = defineMessages({
  Admin: { id: 'users.role.admin', defaultMessage: 'Admin' },
  Manager: { id: 'users.role.manager', defaultMessage: 'Manager' },
  User: { id: 'users.role.user', defaultMessage: 'User' },
});

/** A role as the screens name it; the role itself (the data) stays as the server spells it. */
export const roleName = (role: Role): string => t(ROLE_NAMES[role]);

const STATUS_NAMES = defineMessages({
  All: { id: 'users.filter.status.all', defaultMessage: 'All' },
  Active: { id: 'users.status.active', defaultMessage: 'Active' },
  Deactivated: { id: 'users.status.deactivated', defaultMessage: 'Deactivated' },
});

/** A choice of the status filter as the screen names it. */
export const statusName = (status: StatusFilter): string => t(STATUS_NAMES[status]);

const ALL_ROLES = defineMessages({ All: { id: 'users.filter.role.all', defaultMessage: 'All' } });

/** A choice of the role filter as the screen names it. */
export const roleFilterName = (role: Role | 'All'): string =>
  role === 'All' ? t(ALL_ROLES.All) : roleName(role);

import type { Role, User } from '@portal/contract';
import type { Session } from '../../lib/session.ts';

/** Who is looking at User Management. */
export type Viewer = Pick<Session, 'userId' | 'userRole'>;

/**
 * The roles the viewer may give in the add and edit forms (spec §6): User, plus Manager for an
 * Admin. Admins come only from sign-up.
 */
export function grantableRoles(viewerRole: Role): Role[] {
  return viewerRole === 'Admin' ? ['User', 'Manager'] : ['User'];
}

export const isSelf = (viewer: Viewer, user: User): boolean => user.id === viewer.userId;

/** The server lets the viewer edit themselves and the people whose role they may give (CONTRACT §4). */
export function mayEdit(viewer: Viewer, user: User): boolean {
  return isSelf(viewer, user) || grantableRoles(viewer.userRole).includes(user.role);
}

/** Nobody changes their own role, so the edit form of oneself offers only the role one has. */
export function editableRoles(viewer: Viewer, user: User): Role[] {
  return isSelf(viewer, user) ? [user.role] : grantableRoles(viewer.userRole);
}

/**
 * Who the viewer may deactivate or reactivate, as the server allows it: never themselves; an Admin
 * anyone else, a Manager people of role User.
 */
export function mayChangeStatus(viewer: Viewer, user: User): boolean {
  if (isSelf(viewer, user)) return false;
  return viewer.userRole === 'Admin' || (viewer.userRole === 'Manager' && user.role === 'User');
}

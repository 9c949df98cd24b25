import type { Role, WeekStatus } from '@portal/contract';

/** Who looks at the Review. */
export interface Viewer {
  userId: string;
  role: Role;
}

/** The decisions offered to `viewer` on one user's week. */
export interface WeekDecisions {
  /** Approve and Reject. */
  decide: boolean;
  reopen: boolean;
}

/**
 * Managers and Admins decide on submitted weeks, but not on their own unless Admin (the server
 * allows that only to a tenant's single Admin, and says so otherwise). Only Admins reopen.
 */
export function weekDecisions(viewer: Viewer, userId: string, status: WeekStatus): WeekDecisions {
  const isAdmin = viewer.role === 'Admin';
  return {
    decide: status === 'Submitted' && viewer.role !== 'User' && (userId !== viewer.userId || isAdmin),
    reopen: status === 'Approved' && isAdmin,
  };
}

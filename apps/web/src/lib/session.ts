import { ROLES, type Role, type SessionAnswer } from '@portal/contract';

/** The session data of spec §3, kept in local storage under these keys. */
export interface Session {
  authToken: string;
  userName: string;
  userEmail: string;
  userId: string;
  tenantId: string;
  userRole: Role;
}

const SESSION_KEYS = ['authToken', 'userName', 'userEmail', 'userId', 'tenantId', 'userRole'] as const;
/** A key the portal's older screens wrote; sign-out clears it as well (spec §3). */
const LEGACY_USER_ID_KEY = 'userid';

/** Keeps the answer of the sign-in lookup. The portal issues no token of its own, so authToken is empty. */
export function saveSession(answer: SessionAnswer, storage: Storage = localStorage): void {
  const session: Session = {
    authToken: answer.token ?? '',
    userName: answer.userName,
    userEmail: answer.userEmail,
    userId: answer.userId,
    tenantId: answer.tenantId,
    userRole: answer.userRole,
  };
  for (const key of SESSION_KEYS) storage.setItem(key, session[key]);
}

/** The stored session, or null when there is none (no user or tenant). */
export function readSession(storage: Storage = localStorage): Session | null {
  const userId = storage.getItem('userId');
  const tenantId = storage.getItem('tenantId');
  if (!userId || !tenantId) return null;
  const role = ROLES.find((known) => known === storage.getItem('userRole'));
  return {
    authToken: storage.getItem('authToken') ?? '',
    userName: storage.getItem('userName') ?? '',
    userEmail: storage.getItem('userEmail') ?? '',
    userId,
    tenantId,
    // An unknown role gets the least the portal shows; the server decides access either way.
    userRole: role ?? 'User',
  };
}

export function clearSession(storage: Storage = localStorage): void {
  for (const key of SESSION_KEYS) storage.removeItem(key);
  storage.removeItem(LEGACY_USER_ID_KEY);
}

/** Review and Users are for every role except User (spec §6). */
export function canManage(role: Role): boolean {
  return role !== 'User';
}

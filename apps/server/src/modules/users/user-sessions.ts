import type { Db } from '../../db/dialect.ts';
import { endSessions } from './users.repository.ts';

/**
 * Ends every session of a user at once. Token times are whole seconds, so the cut-off is the next
 * second: a token issued in the same second as the event might predate it and is refused too.
 */
export function endUserSessions(db: Db, tenantId: string, userId: string): Promise<void> {
  return endSessions(db, tenantId, userId, Math.floor(Date.now() / 1000) + 1);
}

/** True when a token issued at `issuedAt` (epoch seconds) predates the end of the user's sessions. */
export function sessionEnded(
  user: { sessions_valid_after: number | string | null },
  issuedAt: number | undefined,
): boolean {
  if (user.sessions_valid_after === null) return false;
  return typeof issuedAt !== 'number' || issuedAt < Number(user.sessions_valid_after);
}

/** How long a new sign-in must wait so that its tokens are not taken for ones an ended session issued. */
export function msUntilSessionsValid(user: { sessions_valid_after: number | string | null }): number {
  if (user.sessions_valid_after === null) return 0;
  return Math.max(0, Number(user.sessions_valid_after) * 1000 - Date.now());
}

import { REVIEWER_ROLES, type LiveEvent, type Role } from '@portal/contract';

const reviews = (role: Role) => (REVIEWER_ROLES as readonly Role[]).includes(role);

/**
 * Whether a listener of the event's tenant may receive it: what each role may read (CONTRACT §4).
 * A role User hears of their own time, week, timer and notifications, and of what every role
 * reads (projects, tasks, the directory, settings); never of anyone else's time or of User
 * Management.
 */
export function mayReceive(listener: { userId: string; role: Role }, event: LiveEvent): boolean {
  switch (event.type) {
    case 'resync':
    case 'projects':
    case 'tasks':
    case 'employees':
    case 'settings':
    case 'holidays':
      return true;
    case 'users':
    case 'clients':
    case 'rates':
    case 'savedReports':
      return reviews(listener.role);
    case 'webhooks':
      return listener.role === 'Admin';
    case 'workingTime':
      return event.userId === null || event.userId === listener.userId || reviews(listener.role);
    case 'entries':
    case 'week':
    case 'absences':
      return event.userId === listener.userId || reviews(listener.role);
    case 'timer':
    case 'notifications':
    case 'pins':
    case 'calendarFeeds':
      return event.userId === listener.userId;
    case 'apiTokens':
      return event.userId === listener.userId || listener.role === 'Admin';
  }
}

import { describe, expect, it } from 'vitest';
import { navEntriesFor, submenuOf } from './nav-items.ts';

const labels = (role: Parameters<typeof navEntriesFor>[0]) =>
  navEntriesFor(role).flatMap((entry) =>
    'items' in entry ? [entry.label, ...entry.items.map((item) => item.label)] : [entry.label],
  );

describe('sidebar menu', () => {
  it('shows Review and Users to every role but User', () => {
    const full = ['Timesheet', 'My Timesheet', 'Overview', 'Review', 'Projects', 'Tasks', 'Users'];
    expect(labels('Admin')).toEqual(full);
    expect(labels('Manager')).toEqual(full);
    expect(labels('User')).toEqual(['Timesheet', 'My Timesheet', 'Overview', 'Projects', 'Tasks']);
  });

  it('knows which submenu holds a path', () => {
    expect(submenuOf('/timesheet-review')).toBe('Timesheet');
    expect(submenuOf('/projects')).toBeNull();
    expect(submenuOf('/employees')).toBeNull();
  });
});

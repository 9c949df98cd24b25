import { describe, expect, it } from 'vitest';
import { navEntriesFor, submenuOf } from './nav-items.ts';

const labels = (role: Parameters<typeof navEntriesFor>[0]) =>
  navEntriesFor(role).flatMap((entry) =>
    'items' in entry ? [entry.label, ...entry.items.map((item) => item.label)] : [entry.label],
  );

describe('sidebar menu', () => {
  it('shows Review, Import time, Clients, Rates and Users to every role but User, and Working time, Absences and Reports to every role', () => {
    const full = [
      'Timesheet',
      'My Timesheet',
      'Overview',
      'Review',
      'Import time',
      'Working time',
      'Absences',
      'Reports',
      'Projects',
      'Clients',
      'Rates',
      'Tasks',
      'Users',
    ];
    expect(labels('Admin')).toEqual([...full, 'Settings']);
    expect(labels('Manager')).toEqual(full);
    expect(labels('User')).toEqual([
      'Timesheet',
      'My Timesheet',
      'Overview',
      'Working time',
      'Absences',
      'Reports',
      'Projects',
      'Tasks',
    ]);
  });

  it('shows Settings to Admins alone', () => {
    expect(labels('Manager')).not.toContain('Settings');
    expect(labels('User')).not.toContain('Settings');
  });

  it('knows which submenu holds a path', () => {
    expect(submenuOf('/timesheet-review')).toBe('Timesheet');
    expect(submenuOf('/imports')).toBe('Timesheet');
    expect(submenuOf('/projects')).toBeNull();
    expect(submenuOf('/reports')).toBeNull();
    expect(submenuOf('/working-time')).toBeNull();
    expect(submenuOf('/absences')).toBeNull();
    expect(submenuOf('/employees')).toBeNull();
  });
});

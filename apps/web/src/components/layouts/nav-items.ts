import type { Role } from '@portal/contract';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths.ts';
import { canManage } from '../../lib/session.ts';
import {
  BoardIcon,
  CalendarIcon,
  ChartIcon,
  ClockIcon,
  TaskIcon,
  SettingsIcon,
  UmbrellaIcon,
  UsersIcon,
  type IconProps,
} from '../ui/icons.tsx';

export interface NavLinkItem {
  label: string;
  path: string;
  /** Hidden from the role User (spec §6). */
  managersOnly?: boolean;
}

/** Who may see an entry: everyone, Managers and Admins (spec §6), or Admins alone. */
interface Audience {
  managersOnly?: boolean;
  adminOnly?: boolean;
}

export type NavEntry = { icon: ComponentType<IconProps>; label: string } & Audience &
  ({ path: string } | { items: NavLinkItem[] });

/**
 * The sidebar menu of spec §2, with Working time, Absences and Reports, which every role sees (a
 * User keeps their own account, absences and reports).
 */
export const NAV_ENTRIES: NavEntry[] = [
  {
    label: 'Timesheet',
    icon: CalendarIcon,
    items: [
      { label: 'My Timesheet', path: paths.timesheet },
      { label: 'Overview', path: paths.timesheetOverview },
      { label: 'Review', path: paths.timesheetReview, managersOnly: true },
    ],
  },
  { label: 'Working time', path: paths.workingTime, icon: ClockIcon },
  { label: 'Absences', path: paths.absences, icon: UmbrellaIcon },
  { label: 'Reports', path: paths.reports, icon: ChartIcon },
  { label: 'Projects', path: paths.projects, icon: BoardIcon },
  { label: 'Tasks', path: paths.tasks, icon: TaskIcon },
  { label: 'Users', path: paths.users, icon: UsersIcon, managersOnly: true },
  { label: 'Settings', path: paths.settings, icon: SettingsIcon, adminOnly: true },
];

const visibleTo = (role: Role) => (item: Audience) =>
  (!item.managersOnly || canManage(role)) && (!item.adminOnly || role === 'Admin');

/** The menu as `role` sees it. */
export function navEntriesFor(role: Role, entries: NavEntry[] = NAV_ENTRIES): NavEntry[] {
  return entries
    .filter(visibleTo(role))
    .map((entry) => ('items' in entry ? { ...entry, items: entry.items.filter(visibleTo(role)) } : entry));
}

/** The label of the submenu holding `path`, or null when the path is a top-level entry or none. */
export function submenuOf(path: string, entries: NavEntry[] = NAV_ENTRIES): string | null {
  const group = entries.find((entry) => 'items' in entry && entry.items.some((item) => item.path === path));
  return group?.label ?? null;
}

import { defineMessages, type MessageDescriptor, type Role } from '@portal/contract';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n/intl.ts';
import { canManage } from '../../lib/session.ts';
import {
  BoardIcon,
  CalendarIcon,
  ChartIcon,
  ClientIcon,
  ClockIcon,
  MoneyIcon,
  TaskIcon,
  SettingsIcon,
  UmbrellaIcon,
  UsersIcon,
  type IconProps,
} from '../ui/icons.tsx';

const messages = defineMessages({
  timesheet: { id: 'layout.nav.timesheet', defaultMessage: 'Timesheet' },
  myTimesheet: { id: 'layout.nav.my-timesheet', defaultMessage: 'My Timesheet' },
  overview: { id: 'layout.nav.overview', defaultMessage: 'Overview' },
  review: { id: 'layout.nav.review', defaultMessage: 'Review' },
  imports: { id: 'layout.nav.imports', defaultMessage: 'Import time' },
  workingTime: { id: 'layout.nav.working-time', defaultMessage: 'Working time' },
  absences: { id: 'layout.nav.absences', defaultMessage: 'Absences' },
  reports: { id: 'layout.nav.reports', defaultMessage: 'Reports' },
  projects: { id: 'layout.nav.projects', defaultMessage: 'Projects' },
  clients: { id: 'layout.nav.clients', defaultMessage: 'Clients' },
  rates: { id: 'layout.nav.rates', defaultMessage: 'Rates' },
  tasks: { id: 'layout.nav.tasks', defaultMessage: 'Tasks' },
  users: { id: 'layout.nav.users', defaultMessage: 'Users' },
  settings: { id: 'layout.nav.settings', defaultMessage: 'Settings' },
});

/** Who may see an entry: everyone, Managers and Admins (spec §6), or Admins alone. */
interface Audience {
  managersOnly?: boolean;
  adminOnly?: boolean;
}

export interface NavLinkItem extends Audience {
  /** In the language shown now. */
  label: string;
  path: string;
}

export type NavEntry = {
  icon: ComponentType<IconProps>;
  /** In the language shown now. */
  label: string;
  /** Stays the same in every language, for the submenu's element id. */
  key: string;
} & Audience &
  ({ path: string } | { items: NavLinkItem[] });

/** An item or entry as the menu declares it: named by its catalog text, worded when it is shown. */
type DeclaredItem = Omit<NavLinkItem, 'label'> & { name: MessageDescriptor };
type DeclaredEntry = Omit<NavEntry, 'label' | 'items'> & { name: MessageDescriptor } & (
    { path: string } | { items: DeclaredItem[] }
  );

/**
 * The sidebar menu of spec §2, with Working time, Absences and Reports, which every role sees (a
 * User keeps their own account, absences and reports).
 */
const NAV_ENTRIES: DeclaredEntry[] = [
  {
    key: 'timesheet',
    name: messages.timesheet,
    icon: CalendarIcon,
    items: [
      { name: messages.myTimesheet, path: paths.timesheet },
      { name: messages.overview, path: paths.timesheetOverview },
      { name: messages.review, path: paths.timesheetReview, managersOnly: true },
      { name: messages.imports, path: paths.imports, managersOnly: true },
    ],
  },
  { key: 'working-time', name: messages.workingTime, path: paths.workingTime, icon: ClockIcon },
  { key: 'absences', name: messages.absences, path: paths.absences, icon: UmbrellaIcon },
  { key: 'reports', name: messages.reports, path: paths.reports, icon: ChartIcon },
  { key: 'projects', name: messages.projects, path: paths.projects, icon: BoardIcon },
  { key: 'clients', name: messages.clients, path: paths.clients, icon: ClientIcon, managersOnly: true },
  { key: 'rates', name: messages.rates, path: paths.rates, icon: MoneyIcon, managersOnly: true },
  { key: 'tasks', name: messages.tasks, path: paths.tasks, icon: TaskIcon },
  { key: 'users', name: messages.users, path: paths.users, icon: UsersIcon, managersOnly: true },
  { key: 'settings', name: messages.settings, path: paths.settings, icon: SettingsIcon, adminOnly: true },
];

const visibleTo = (role: Role) => (item: Audience) =>
  (!item.managersOnly || canManage(role)) && (!item.adminOnly || role === 'Admin');

/** The whole menu, named in the language shown now. */
function namedEntries(): NavEntry[] {
  return NAV_ENTRIES.map(({ name, ...entry }) =>
    'items' in entry
      ? {
          ...entry,
          label: t(name),
          items: entry.items.map(({ name: itemName, ...item }) => ({ ...item, label: t(itemName) })),
        }
      : { ...entry, label: t(name) },
  );
}

/** The menu as `role` sees it. */
export function navEntriesFor(role: Role): NavEntry[] {
  return namedEntries()
    .filter(visibleTo(role))
    .map((entry) => ('items' in entry ? { ...entry, items: entry.items.filter(visibleTo(role)) } : entry));
}

/** The label of the submenu holding `path`, or null when the path is a top-level entry or none. */
export function submenuOf(path: string): string | null {
  const group = namedEntries().find(
    (entry) => 'items' in entry && entry.items.some((item) => item.path === path),
  );
  return group?.label ?? null;
}

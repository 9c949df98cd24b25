import type { FocusEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n/intl.ts';
import { readSession } from '../../lib/session.ts';
import { ChevronDownIcon, DotsIcon } from '../ui/icons.tsx';
import { LogoMark } from '../ui/logo.tsx';
import { navEntriesFor, type NavEntry } from './nav-items.ts';
import { useSidebar } from './sidebar-context.tsx';
import { showsSidebarLabels } from './sidebar-state.ts';

export const SIDEBAR_ID = 'app-sidebar';

const itemClass = (active: boolean) =>
  `group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    active
      ? 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-white'
  }`;

export function AppSidebar() {
  const { state, dispatch } = useSidebar();
  const wide = showsSidebarLabels(state);
  const entries = navEntriesFor(readSession()?.userRole ?? 'User');
  // Labels of a collapsed sidebar stay readable to assistive technology.
  const labelClass = wide ? '' : 'sr-only';

  // Keyboard focus widens a collapsed sidebar the way the mouse pointer does.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget))
      dispatch({ type: 'setHovered', isHovered: false });
  };

  // The drawer closes on a choice even of the screen shown, which no navigation would close.
  const closeDrawer = () => dispatch({ type: 'closeMobileSidebar' });

  const renderEntry = (entry: NavEntry) => {
    const Icon = entry.icon;
    if ('path' in entry) {
      const active = state.activeItem === entry.path;
      return (
        <li key={entry.key}>
          <Link
            to={entry.path}
            aria-current={active ? 'page' : undefined}
            onClick={closeDrawer}
            className={itemClass(active)}
          >
            <Icon className="size-6 shrink-0" />
            <span className={labelClass}>{entry.label}</span>
          </Link>
        </li>
      );
    }
    const submenuId = `submenu-${entry.key}`;
    const open = state.openSubmenu === entry.label;
    const holdsActive = entry.items.some((item) => item.path === state.activeItem);
    return (
      <li key={entry.key}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={submenuId}
          onClick={() => dispatch({ type: 'toggleSubmenu', submenu: entry.label })}
          className={itemClass(holdsActive && !open)}
        >
          <Icon className="size-6 shrink-0" />
          <span className={`${labelClass} flex-1 text-start`}>{entry.label}</span>
          {wide ? (
            <ChevronDownIcon className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
          ) : null}
        </button>
        <ul id={submenuId} hidden={!open || !wide} className="mt-1 ms-9 space-y-1">
          {entry.items.map((item) => {
            const active = state.activeItem === item.path;
            return (
              <li key={item.path}>
                <Link
                  to={item.path}
                  aria-current={active ? 'page' : undefined}
                  onClick={closeDrawer}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium transition-colors max-md:py-3 ${
                    active
                      ? 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300'
                      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </li>
    );
  };

  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={t({ id: 'layout.sidebar.label', defaultMessage: 'Sidebar' })}
      onMouseEnter={() => dispatch({ type: 'setHovered', isHovered: true })}
      onMouseLeave={() => dispatch({ type: 'setHovered', isHovered: false })}
      onFocus={() => dispatch({ type: 'setHovered', isHovered: true })}
      onBlur={handleBlur}
      className={`fixed inset-y-0 start-0 z-50 flex flex-col overflow-y-auto border-e border-gray-200 bg-white px-5 transition-[width,translate,visibility] duration-300 dark:border-gray-800 dark:bg-gray-900 ${
        wide ? 'w-sidebar' : 'w-sidebar-collapsed'
      } ${
        // Off screen at its start side (the right in right-to-left) until opened, below lg only.
        state.isMobileOpen ? '' : 'max-lg:invisible max-lg:ltr:-translate-x-full max-lg:rtl:translate-x-full'
      }`}
    >
      <div className={`flex py-8 ${wide ? 'justify-start' : 'justify-center'}`}>
        <Link to={paths.employees} className="flex min-h-11 items-center gap-3 rounded-lg">
          <LogoMark />
          <span className={`text-xl font-semibold text-gray-900 dark:text-white ${labelClass}`}>
            {t({ id: 'layout.brand', defaultMessage: 'Timesheet' })}
          </span>
        </Link>
      </div>
      <nav aria-label={t({ id: 'layout.nav.label', defaultMessage: 'Main' })}>
        <h2
          className={`mb-4 flex text-xs leading-5 text-gray-600 uppercase dark:text-gray-400 ${
            wide ? 'justify-start' : 'justify-center'
          }`}
        >
          <span className={labelClass}>{t({ id: 'layout.nav.heading', defaultMessage: 'Menu' })}</span>
          {wide ? null : <DotsIcon className="size-6" />}
        </h2>
        <ul className="flex flex-col gap-2">{entries.map(renderEntry)}</ul>
      </nav>
    </aside>
  );
}

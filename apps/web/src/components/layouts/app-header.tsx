import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { getEnv } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { CloseIcon, MenuIcon, SearchIcon, SuiteIcon } from '../ui/icons.tsx';
import { LogoMark } from '../ui/logo.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { SIDEBAR_ID } from './app-sidebar.tsx';
import { useSidebar } from './sidebar-context.tsx';
import { headerToggleAction } from './sidebar-state.ts';
import { UserMenu } from './user-menu.tsx';

const iconButton =
  'flex size-11 items-center justify-center rounded-lg border border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-800 dark:border-gray-800 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-white';

export function AppHeader() {
  const { state, dispatch } = useSidebar();
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        search.current?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <div className="flex items-center gap-3 px-3 py-3 lg:px-6 lg:py-4">
        <button
          type="button"
          aria-label="Toggle Sidebar"
          aria-controls={SIDEBAR_ID}
          onClick={() => dispatch(headerToggleAction(window.innerWidth))}
          className={iconButton}
        >
          {state.isMobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>

        <Link to={paths.employees} className="flex items-center gap-2 rounded-lg lg:hidden">
          <LogoMark />
          <span className="text-lg font-semibold text-gray-900 max-sm:sr-only dark:text-white">
            Timesheet
          </span>
        </Link>

        <form role="search" onSubmit={(event) => event.preventDefault()} className="hidden lg:block">
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400" />
            <input
              ref={search}
              type="search"
              aria-label="Search"
              aria-keyshortcuts="Control+K Meta+K"
              placeholder="Search or type command..."
              className="h-11 w-107 rounded-lg border border-gray-200 bg-transparent py-2.5 pr-16 pl-12 text-sm text-gray-800 shadow-theme-xs placeholder:text-gray-500 focus:border-brand-300 focus:ring-3 focus:ring-brand-500/10 focus:outline-hidden dark:border-gray-800 dark:bg-white/3 dark:text-white/90 dark:placeholder:text-gray-400"
            />
            <kbd
              aria-hidden="true"
              className="absolute top-1/2 right-2.5 -translate-y-1/2 rounded-lg border border-gray-200 bg-gray-50 px-2 py-0.5 font-sans text-xs text-gray-600 dark:border-gray-800 dark:bg-white/3 dark:text-gray-400"
            >
              ⌘ K
            </kbd>
          </div>
        </form>

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <a href={getEnv().suiteSiteUrl} target="_blank" rel="noopener noreferrer" className={iconButton}>
            <SuiteIcon />
            <span className="sr-only">Logistics suite (opens in a new tab)</span>
          </a>
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

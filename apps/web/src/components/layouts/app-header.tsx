import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getEnv } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n/intl.ts';
import { CloseIcon, MenuIcon, SuiteIcon } from '../ui/icons.tsx';
import { LogoMark } from '../ui/logo.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { SIDEBAR_ID } from './app-sidebar.tsx';
import { useSidebar } from './sidebar-context.tsx';
import { headerToggleAction } from './sidebar-state.ts';
import { SUITE_LINK, UserMenu } from './user-menu.tsx';

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-800 dark:border-gray-800 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-white';

interface AppHeaderProps {
  /** The search box, which Ctrl or Cmd + K focuses (spec §2). */
  search: ReactNode;
  /** The caller's timer, first of the controls. */
  timer?: ReactNode;
  /** Controls before the suite link, such as the notification bell. */
  tools?: ReactNode;
  /** The person's choice of language, in the user menu. */
  languageChoice?: ReactNode;
}

/**
 * The header of the signed-in screens. The search box, the timer and the tools come from the
 * screens' layout route, which composes the features they belong to.
 */
export function AppHeader({ search, timer, tools, languageChoice }: AppHeaderProps) {
  const { state, dispatch } = useSidebar();

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <div className="group/header flex items-center gap-1.5 px-3 py-3 max-sm:has-[[role=timer]]:flex-wrap sm:gap-3 lg:px-6 lg:py-4">
        <button
          type="button"
          aria-label={t({ id: 'layout.header.toggle-sidebar', defaultMessage: 'Toggle Sidebar' })}
          aria-controls={SIDEBAR_ID}
          onClick={() => dispatch(headerToggleAction(window.innerWidth))}
          className={iconButton}
        >
          {state.isMobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>

        <Link
          to={paths.employees}
          className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg lg:hidden"
        >
          <LogoMark />
          <span className="text-lg font-semibold text-gray-900 max-sm:sr-only dark:text-white">
            {t({ id: 'layout.brand', defaultMessage: 'Timesheet' })}
          </span>
        </Link>

        {search}

        {/*
          On a phone the suite link and the theme move into the user menu, so that the controls keep
          to one line; a running timer, too wide for it, takes a line of its own below. There the
          panels of the timer, the bell and the user menu hang from the header's end rather than from
          their buttons, so that none reaches past the screen's start.
        */}
        <div className="ms-auto flex min-w-0 justify-end max-sm:*:static max-sm:has-[[role=timer]]:order-last max-sm:has-[[role=timer]]:ms-0 max-sm:has-[[role=timer]]:basis-full max-sm:has-[[role=timer]]:*:flex-1">
          {timer}
        </div>
        <div className="flex min-w-0 items-center justify-end gap-1.5 max-sm:*:static max-sm:group-has-[[role=timer]]/header:ms-auto sm:gap-3">
          {tools}
          <a
            href={getEnv().suiteSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${iconButton} max-sm:hidden`}
          >
            <SuiteIcon />
            <span className="sr-only">{t(SUITE_LINK)}</span>
          </a>
          <ThemeToggle className="max-sm:hidden" />
          <UserMenu languageChoice={languageChoice} />
        </div>
      </div>
    </header>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { t } from '../../lib/i18n/intl.ts';
import { AppHeader } from './app-header.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { SidebarProvider, useSidebar } from './sidebar-context.tsx';
import { isSidebarExpanded } from './sidebar-state.ts';

const MAIN_ID = 'main-content';

function Backdrop() {
  const { state, dispatch } = useSidebar();

  useEffect(() => {
    if (!state.isMobileOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'closeMobileSidebar' });
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [state.isMobileOpen, dispatch]);

  if (!state.isMobileOpen) return null;
  return (
    <div
      aria-hidden="true"
      onClick={() => dispatch({ type: 'closeMobileSidebar' })}
      className="fixed inset-0 z-40 bg-gray-900/50 lg:hidden"
    />
  );
}

/**
 * What the layout route puts in the header: the search box, timer and tools of the features, and
 * the person's choice of language in the user menu.
 */
export interface HeaderSlots {
  search: ReactNode;
  timer?: ReactNode;
  tools?: ReactNode;
  languageChoice?: ReactNode;
}

function Shell({ search, timer, tools, languageChoice }: HeaderSlots) {
  const { state } = useSidebar();
  return (
    <div className="min-h-screen">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-lg bg-brand-500 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-60 focus:flex focus:min-h-11 focus:items-center"
      >
        {t({ id: 'layout.skip-to-content', defaultMessage: 'Skip to content' })}
      </a>
      <AppSidebar />
      <Backdrop />
      <div
        className={`flex min-h-screen flex-col transition-[margin] duration-300 ${
          isSidebarExpanded(state) ? 'lg:ms-sidebar' : 'lg:ms-sidebar-collapsed'
        }`}
      >
        <AppHeader search={search} timer={timer} tools={tools} languageChoice={languageChoice} />
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-(--breakpoint-2xl) flex-1 p-4 md:p-6"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The shared layout of the signed-in screens: sidebar, header and the screen itself. */
export function AppLayout(slots: HeaderSlots) {
  return (
    <SidebarProvider>
      <Shell {...slots} />
    </SidebarProvider>
  );
}

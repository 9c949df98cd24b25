import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/intl.ts';
import { LogoMark } from '../ui/logo.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';

/** The sign-up screen's frame: the form at the start, the product at the end on wide screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-screen bg-white dark:bg-gray-900">
      <main className="flex flex-1 flex-col justify-center px-6 py-10 sm:px-10">
        <div className="mx-auto w-full max-w-md">{children}</div>
      </main>
      <aside
        aria-label={t({ id: 'layout.auth.about', defaultMessage: 'About Timesheet' })}
        className="hidden flex-1 items-center justify-center bg-brand-950 p-10 lg:flex dark:bg-white/5"
      >
        <div className="flex max-w-xs flex-col items-center text-center">
          <LogoMark className="mb-5 size-14" />
          <p className="text-2xl font-semibold text-white">
            {t({ id: 'layout.brand', defaultMessage: 'Timesheet' })}
          </p>
          <p className="mt-3 text-gray-300">
            {t({
              id: 'layout.auth.tagline',
              defaultMessage: "Log time against project tasks, plan projects and review your team's week.",
            })}
          </p>
        </div>
      </aside>
      <ThemeToggle className="fixed end-6 bottom-6 z-50" />
    </div>
  );
}

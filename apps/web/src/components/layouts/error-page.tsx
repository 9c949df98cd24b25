import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n/intl.ts';
import { buttonClass } from '../ui/button.tsx';

interface ErrorPageProps {
  /** Why the page shows, when it is more than a missing page (e.g. access refused at sign-in). */
  message?: string;
  children?: ReactNode;
}

/** The 404 page of spec §2, also used when access is refused at sign-in. */
export function ErrorPage({ message, children }: ErrorPageProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center p-6 text-center">
      <h1 className="mb-6 text-4xl font-bold text-gray-800 sm:text-5xl dark:text-white/90">
        {t({ id: 'layout.error-page.title', defaultMessage: 'ERROR' })}
      </h1>
      <p aria-hidden="true" className="mb-6 text-8xl font-bold text-brand-500 dark:text-brand-400">
        404
      </p>
      <p className="mb-6 text-base text-gray-700 sm:text-lg dark:text-gray-300">
        {t({
          id: 'layout.error-page.not-found',
          defaultMessage: "We can't seem to find the page you are looking for!",
        })}
      </p>
      {message ? (
        <p className="mb-6 max-w-md rounded-lg bg-error-50 px-4 py-3 text-sm text-error-700 dark:bg-error-500/15 dark:text-error-300">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Link to={paths.home} className={buttonClass('outline')}>
          {t({ id: 'layout.error-page.home', defaultMessage: 'Back to Home Page' })}
        </Link>
        {children}
      </div>
    </main>
  );
}

import { t } from '../../lib/i18n/intl.ts';
import { Button } from '../ui/button.tsx';

/** Shown when a screen fails to load or render, e.g. a chunk of an older deployment has gone. */
export function RouteError() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-3xl font-bold text-gray-800 dark:text-white/90">
        {t({ id: 'layout.route-error.title', defaultMessage: 'Something went wrong' })}
      </h1>
      <p className="text-gray-700 dark:text-gray-300">
        {t({
          id: 'layout.route-error.text',
          defaultMessage: 'The page could not be shown. Reloading usually helps.',
        })}
      </p>
      <Button onClick={() => window.location.reload()}>
        {t({ id: 'layout.route-error.reload', defaultMessage: 'Reload' })}
      </Button>
    </main>
  );
}

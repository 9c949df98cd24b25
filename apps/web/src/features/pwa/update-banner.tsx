import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../../lib/first-screen.ts';
import { t } from '../../lib/i18n/intl.ts';
import { PWA_MESSAGES } from './messages.ts';

/**
 * Registers the service worker once the page has loaded and its first screen has shown (a page
 * without one waits a few seconds), and offers 'Reload to update' when a new
 * version of the portal waits. Until the person chooses it the page keeps running the code it
 * started with, and the worker that serves that code stays.
 *
 * The registration and workbox-window load lazily: the sign-in route's first load stays small,
 * and nothing of the worker competes with the first screen.
 */
/** How long a page without a signed-in screen (the sign-in page) waits before it registers. */
const WITHOUT_SCREEN_MS = 3000;

export function UpdateBanner() {
  const [applyUpdate, setApplyUpdate] = useState<(() => Promise<void>) | null>(null);
  const [isApplying, setIsApplying] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let isMounted = true;
    let cancelWait: (() => void) | undefined;
    const register = () =>
      void import('./register.ts').then(({ registerServiceWorker }) => {
        if (isMounted) registerServiceWorker((apply) => setApplyUpdate(() => apply));
      });
    const afterLoad = () => {
      cancelWait = afterFirstScreen(register, WITHOUT_SCREEN_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      isMounted = false;
      cancelWait?.();
      window.removeEventListener('load', afterLoad);
    };
  }, []);

  if (!applyUpdate) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-brand-50 px-4 py-2 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">
      <p role="status">{t(PWA_MESSAGES.updateReady)}</p>
      <button
        type="button"
        disabled={isApplying}
        onClick={() => {
          setIsApplying(true);
          void applyUpdate();
        }}
        className="rounded-lg bg-brand-500 px-3 py-1.5 font-medium text-white hover:bg-brand-600 disabled:opacity-60"
      >
        {t(PWA_MESSAGES.reloadToUpdate)}
      </button>
    </div>
  );
}
